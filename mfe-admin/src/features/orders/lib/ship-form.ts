// The Ship form's values and their checks: the contract's shipment rules (courier, AWB shape, an
// https tracking link), a tracking link required when the courier is 'Other', each message next to
// its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { COURIER_NAMES, shipmentInputSchema, type Courier, type ShipmentInput } from '@rmj/contracts';

export const SHIP_MESSAGES = {
  courier: 'Choose the courier.',
  awb: 'Enter the air-waybill (AWB) number.',
  trackingOther: 'Enter the tracking link for this courier, starting with https://',
} as const;

const shape = shipmentInputSchema.shape;

export const shipFormSchema = z
  .object({
    courier: z.string().refine((value) => (COURIER_NAMES as string[]).includes(value), SHIP_MESSAGES.courier),
    awb: z.string().trim().min(1, { error: SHIP_MESSAGES.awb, abort: true }).pipe(shape.awb),
    trackingUrl: z.string().trim(),
  })
  .superRefine(({ courier, trackingUrl }, ctx) => {
    if (trackingUrl === '') {
      if (courier === 'Other')
        ctx.addIssue({ code: 'custom', path: ['trackingUrl'], message: SHIP_MESSAGES.trackingOther });
      return;
    }
    const checked = shape.trackingUrl.safeParse(trackingUrl);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['trackingUrl'], message: checked.error.issues[0].message });
    }
  });

/** What the form holds (every field as typed). */
export type ShipFormValues = z.input<typeof shipFormSchema>;
/** The form's values once checked (the AWB trimmed and upper-cased). */
export type CheckedShipForm = z.output<typeof shipFormSchema>;

export const EMPTY_SHIP_FORM: ShipFormValues = { courier: '', awb: '', trackingUrl: '' };

export const shipFormResolver = zodResolver(shipFormSchema);

/** The shipment a checked form sends. */
export function toShipment(values: CheckedShipForm): ShipmentInput {
  return {
    courier: values.courier as Courier,
    awb: values.awb,
    ...(values.trackingUrl ? { trackingUrl: values.trackingUrl } : {}),
  };
}
