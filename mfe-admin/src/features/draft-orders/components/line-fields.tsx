// The draft's lines: a piece from the catalogue (found by the shop's own search, then size, variant,
// quantity and personalisation as on the product page) or a custom piece not in the catalogue
// (description, metal and purity, net weight, the agreed price of one piece, quantity).
import { useId, useState, type FormEvent, type JSX } from 'react';
import { Price } from '@rmj/ui';
import { DRAFT_DESCRIPTION_MAX, RATE_KEYS, RATE_LABELS, type Product } from '@rmj/contracts';
import type { RateKey } from '@rmj/pricing';
import { FormField } from '../../../components/form-field';
import { FoundList } from './found-list';
import { useDraftPieceSearchQuery } from '../api/draft-orders-api';
import type { CatalogueLineValues, CustomLineValues, FieldErrors, LineValues } from '../lib/draft-form';
import { PersonalisationFields } from './personalisation-fields';

interface LineProps<L extends LineValues> {
  line: L;
  index: number;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (line: L) => void;
  onRemove: () => void;
}

const at = (index: number, field: string) => `lines.${index}.${field}`;

function QuantityField({
  value,
  error,
  readOnly,
  onChange,
}: {
  value: string;
  error?: string;
  readOnly: boolean;
  onChange: (value: string) => void;
}): JSX.Element {
  return (
    <FormField label="Quantity" error={error}>
      {(c) => (
        <input
          {...c}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

export function CatalogueLineFields({
  line,
  index,
  errors,
  readOnly,
  onChange,
  onRemove,
}: LineProps<CatalogueLineValues>): JSX.Element {
  return (
    <fieldset className="adm-drf-line">
      <legend>
        Line {index + 1}: {line.productName}
      </legend>
      {errors[at(index, 'productId')] && <p className="adm-field-error">{errors[at(index, 'productId')]}</p>}
      <div className="adm-drf-grid">
        <FormField
          label="Size (optional)"
          hint="Ring size or length, as the customer asked"
          error={errors[at(index, 'size')]}
        >
          {(c) => (
            <input
              {...c}
              value={line.size}
              maxLength={40}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...line, size: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Variant (optional)" error={errors[at(index, 'variant')]}>
          {(c) => (
            <input
              {...c}
              value={line.variant}
              maxLength={60}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...line, variant: e.target.value })}
            />
          )}
        </FormField>
        <QuantityField
          value={line.quantity}
          error={errors[at(index, 'quantity')]}
          readOnly={readOnly}
          onChange={(quantity) => onChange({ ...line, quantity })}
        />
      </div>
      <PersonalisationFields
        value={line.personalisation}
        options={line.options}
        productName={line.productName}
        error={errors[at(index, 'customization')]}
        readOnly={readOnly}
        onChange={(personalisation) => onChange({ ...line, personalisation })}
      />
      {!readOnly && (
        <button type="button" className="adm-link-button" onClick={onRemove}>
          Remove line {index + 1}
        </button>
      )}
    </fieldset>
  );
}

export function CustomLineFields({
  line,
  index,
  errors,
  readOnly,
  onChange,
  onRemove,
}: LineProps<CustomLineValues>): JSX.Element {
  return (
    <fieldset className="adm-drf-line">
      <legend>Line {index + 1}: a piece not in the catalogue</legend>
      <FormField label="Description" error={errors[at(index, 'description')]}>
        {(c) => (
          <textarea
            {...c}
            rows={2}
            maxLength={DRAFT_DESCRIPTION_MAX}
            value={line.description}
            readOnly={readOnly}
            onChange={(e) => onChange({ ...line, description: e.target.value })}
          />
        )}
      </FormField>
      <div className="adm-drf-grid">
        <FormField label="Metal and purity" error={errors[at(index, 'rateKey')]}>
          {(c) => (
            <select
              {...c}
              value={line.rateKey}
              disabled={readOnly}
              onChange={(e) => onChange({ ...line, rateKey: e.target.value as RateKey })}
            >
              {RATE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {RATE_LABELS[key]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Net weight (g)" error={errors[at(index, 'netWeightGrams')]}>
          {(c) => (
            <input
              {...c}
              inputMode="decimal"
              value={line.netWeightGrams}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...line, netWeightGrams: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Price of one piece (₹)"
          hint="Whole rupees, GST included"
          error={errors[at(index, 'priceRupees')]}
        >
          {(c) => (
            <input
              {...c}
              inputMode="numeric"
              value={line.priceRupees}
              readOnly={readOnly}
              onChange={(e) => onChange({ ...line, priceRupees: e.target.value })}
            />
          )}
        </FormField>
        <QuantityField
          value={line.quantity}
          error={errors[at(index, 'quantity')]}
          readOnly={readOnly}
          onChange={(quantity) => onChange({ ...line, quantity })}
        />
      </div>
      {!readOnly && (
        <button type="button" className="adm-link-button" onClick={onRemove}>
          Remove line {index + 1}
        </button>
      )}
    </fieldset>
  );
}

/** Finds a piece in the catalogue (the shop's search: every word must match) and adds it as a line. */
export function PiecePicker({
  onPick,
  onClose,
}: {
  onPick: (piece: Product) => void;
  onClose: () => void;
}): JSX.Element {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useDraftPieceSearchQuery({ q, limit: '10' }, { skip: !q });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
  };
  return (
    <div className="adm-drf-search adm-drf-picker" role="search" aria-label="Find a piece">
      <label htmlFor={`${id}-q`}>Find a piece in the catalogue</label>
      <div className="adm-drf-search-row">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search(e);
          }}
        />
        <button type="button" className="adm-button adm-button--quiet" onClick={search}>
          Find piece
        </button>
        <button type="button" className="adm-link-button" onClick={onClose}>
          Close
        </button>
      </div>
      <FoundList
        q={q}
        query={found}
        items={found.data?.products}
        label="Pieces found"
        noun="piece"
        nameOf={(piece) => piece.name}
        describe={(piece) => (
          <>
            <strong>{piece.name}</strong> <Price amount={piece.price} />
            {piece.inStock ? '' : ' · Sold out'}
          </>
        )}
        action="Add"
        onAction={onPick}
      />
    </div>
  );
}
