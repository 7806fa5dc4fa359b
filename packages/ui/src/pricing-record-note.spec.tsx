import { render, screen } from '@testing-library/react';
import type { LinePricingRecord } from '@rmj/contracts';
import { formatGrams, formatPaise, indiaClock, indiaDay, PricingRecordNote } from './index';

const byWeight: LinePricingRecord = {
  breakup: {
    pricing: 'by-weight',
    purity: '22K916',
    rateKey: 'gold-916',
    netWeightMg: 4250,
    grossWeightMg: 4400,
    ratePaisePerGram: 715200,
    metalValue: 3039600,
    making: { charge: { kind: 'value-addition', basisPoints: 1200 }, amount: 364752 },
    discount: { on: 'making', amount: 0 },
    stones: [],
    stonesValue: 0,
    hallmarking: 5000,
    taxable: 3409352,
    gst: 102281,
    roundOff: -33,
    total: 3511600,
    totalBeforeDiscount: 3511600,
  },
  rateSetAt: '2026-11-29T04:35:00.000Z',
  huids: ['AB12C3', 'ZX98Y7'],
};

describe('formatPaise', () => {
  it('shows whole rupees without decimals and paise with two', () => {
    expect(formatPaise(715200)).toBe('₹7,152');
    expect(formatPaise(3409352)).toBe('₹34,093.52');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-33)).toBe('-₹0.33');
    expect(formatPaise(20000000)).toBe('₹2,00,000');
  });

  it('writes weights in grams and times in India time', () => {
    expect(formatGrams(4250)).toBe('4.25 g');
    expect(formatGrams(12345)).toBe('12.345 g');
    expect(indiaClock('2026-11-29T05:12:00.000Z')).toBe('10:42');
    expect(indiaDay('2026-11-29T04:35:00.000Z')).toBe('29 Nov');
    expect(indiaClock('soon')).toBe('');
  });
});

describe('PricingRecordNote', () => {
  it('shows purity, net weight, the rate and the HUIDs of a line priced by weight', () => {
    render(<PricingRecordNote record={byWeight} />);
    expect(screen.getByText('22K916')).toBeInTheDocument();
    expect(screen.getByText('Net 4.25 g')).toBeInTheDocument();
    expect(screen.getByText('Rate ₹7,152/g')).toBeInTheDocument();
    expect(screen.getByText('HUIDs AB12C3, ZX98Y7')).toBeInTheDocument();
  });

  it('prefers the weight weighed at Quality check and leaves out HUIDs not yet known', () => {
    render(<PricingRecordNote record={{ ...byWeight, huids: undefined, actualNetWeightMg: 4310 }} />);
    expect(screen.getByText('Net 4.31 g')).toBeInTheDocument();
    expect(screen.queryByText(/HUID/)).not.toBeInTheDocument();
  });

  it('shows nothing for a fixed-price line or a line without a record', () => {
    const fixed: LinePricingRecord = {
      breakup: {
        pricing: 'fixed',
        taxable: 242718,
        gst: 7282,
        roundOff: 0,
        total: 250000,
        totalBeforeDiscount: 250000,
      },
    };
    const { container } = render(
      <>
        <PricingRecordNote record={fixed} />
        <PricingRecordNote />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
