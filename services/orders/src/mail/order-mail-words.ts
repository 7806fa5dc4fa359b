// The words of the orders service's mails to shoppers, in the language they checked out in (the
// order's `language`). English is the spec's text byte for byte; Tamil is written for the same
// shoppers with the shop's glossary (packages/i18n/GLOSSARY.md). Staff notices stay English.
// Money and dates are formatted here, per language (Intl with India's locale and time zone).
import {
  BRAND_NAME,
  CUSTOMISED_EXTRA_DAYS,
  RETURN_KIND_LABELS,
  DELIVERY_TIME_ZONE,
  deliveryEstimate,
  deliveryWindow,
  paths,
  PAYMENT_REQUEST_MESSAGES,
  paymentRequestText,
  type PaymentRequestPurpose,
  type PaymentRequestText,
  type ReturnKind,
  type ShopLanguage,
} from '@rmj/contracts';

const LOCALE: Readonly<Record<ShopLanguage, string>> = { en: 'en-IN', ta: 'ta-IN' };
/** Where a language's shop pages live: English at the spec's addresses, Tamil under /ta. */
const PREFIX: Readonly<Record<ShopLanguage, string>> = { en: '', ta: '/ta' };

/** ₹ without paise, as shoppers read prices: "₹2,500" (Indian grouping, Latin digits in both languages). */
export function rupees(amount: number, lang: ShopLanguage = 'en'): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    amount,
  );
}

/** A shop page's address in the shopper's language: '/track-order/…' or '/ta/track-order/…'. */
export function shopPageUrl(shopUrl: string, path: string, lang: ShopLanguage = 'en'): string {
  return `${shopUrl}${PREFIX[lang]}${path}`;
}

/** The shop's tracking page of an order, in the shopper's language. */
export const trackOrderUrl = (shopUrl: string, orderNumber: string, lang: ShopLanguage = 'en') =>
  shopPageUrl(shopUrl, paths.trackOrder(orderNumber), lang);

const tamilDay = (date: Date) =>
  new Intl.DateTimeFormat('ta-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: DELIVERY_TIME_ZONE,
  }).format(date);

export interface OrderMailWords {
  hello: (name: string) => string;
  /** The `lang` attribute of the html block: none for English (its html unchanged). */
  htmlLang: string;
  orderNumber: string;
  seeYourOrder: string;
  trackYourOrder: string;
  deliveryEstimate: (paidAt: Date, customised: boolean) => string;
  confirmation: {
    subjectPaid: (n: string) => string;
    subjectCod: (n: string) => string;
    receivedCod: (total: string, phone: string) => string;
    receivedAdvance: (paid: string, balance: string) => string;
    receivedPaid: string;
    thanksText: (received: string) => string;
    thanksHtml: (received: string) => string;
    size: (size: string) => string;
    subtotal: string;
    discount: (code?: string) => string;
    shipping: string;
    cashOnDelivery: string;
    totalPaid: string;
    deliveringTo: string;
  };
  moves: {
    workshop: { subject: (n: string) => string; paragraphs: string[] };
    shipped: {
      subject: (n: string) => string;
      onItsWay: string;
      courier: (name: string) => string;
      awb: (awb: string) => string;
      keepCash: (total: string) => string;
      invoiceAttached: string;
      trackParcel: string;
    };
    delivered: { subject: (n: string) => string; paragraphs: string[] };
    cancelled: {
      subject: (n: string) => string;
      cancelled: string;
      nothingCharged: string;
      refundAll: (total: string) => string;
    };
    returned: { subject: (n: string) => string; paragraphs: string[] };
  };
  proof: {
    subject: (n: string) => string;
    introText: (n: string) => string;
    /** `n` is already html (the order number in bold). */
    introHtml: (n: string) => string;
    approve: string;
    requestChange: string;
    linksWork: (expires: string) => string;
    pictureAlt: (productName: string) => string;
    /** A moment as the shopper reads it: '2:30 pm IST, 5 Mar 2026'. */
    moment: (at: Date) => string;
  };
  returns: {
    approvedSubject: (kind: ReturnKind, n: string) => string;
    approved: (kind: ReturnKind) => string;
    sendTo: (address: string) => string;
    weCheck: string;
    refusedSubject: (kind: ReturnKind, n: string) => string;
    sorry: string;
    reason: (reason: string) => string;
    follow: (link: string) => string;
    request: (returnId: string, n: string) => string;
  };
  paymentRequest: {
    /** The message's lines after the greeting: what to pay and why, the link, until when it works. */
    text: (request: PaymentRequestText) => string[];
    subject: (shopName: string, n: string, purpose: PaymentRequestPurpose) => string;
    payNow: string;
    orOpen: string;
  };
  refund: {
    subject: (amount: string, n: string) => string;
    full: (amount: string) => string;
    part: (amount: string, paid: string) => string;
    inAll: (refunded: string, paid: string) => string;
    arrival: string;
    creditNote: (number: string) => string;
  };
}

const en: OrderMailWords = {
  hello: (name) => `Hello ${name},`,
  htmlLang: '',
  orderNumber: 'Order number',
  seeYourOrder: 'See your order',
  trackYourOrder: 'Track your order',
  deliveryEstimate,
  confirmation: {
    subjectPaid: (n) => `Your RMJ order ${n} is confirmed`,
    subjectCod: (n) => `Your RMJ order ${n} is placed: we will call you to confirm it`,
    receivedCod: (total, phone) =>
      `We have received your order. You pay ${total} in cash on delivery; we will call you on ${phone} to confirm it before we start.`,
    receivedAdvance: (paid, balance) =>
      `We have received your advance of ${paid}. The balance of ${balance} is due before your order is shipped; we will send you a link to pay it.`,
    receivedPaid: 'We have received your payment.',
    thanksText: (received) => `Thank you for your order at ${BRAND_NAME}. ${received}`,
    thanksHtml: (received) => `Thank you for your order. ${received}`,
    size: (size) => ` (size ${size})`,
    subtotal: 'Subtotal',
    discount: (code) => `Discount${code ? ` (${code})` : ''}`,
    shipping: 'Shipping',
    cashOnDelivery: 'Cash to pay on delivery',
    totalPaid: 'Total paid',
    deliveringTo: 'Delivering to',
  },
  moves: {
    workshop: {
      subject: (n) => `Your ${BRAND_NAME} order ${n} is being made`,
      paragraphs: [
        'Good news: our craftsmen have started making your order.',
        'We will write again as soon as it is on its way to you.',
      ],
    },
    shipped: {
      subject: (n) => `Your ${BRAND_NAME} order ${n} has shipped`,
      onItsWay: 'Your order is on its way.',
      courier: (name) => `Courier: ${name}`,
      awb: (awb) => `AWB number: ${awb}`,
      keepCash: (total) => `Please keep ${total} ready in cash for the courier.`,
      invoiceAttached: 'Your tax invoice is attached to this e-mail.',
      trackParcel: 'Track your parcel',
    },
    delivered: {
      subject: (n) => `Your ${BRAND_NAME} order ${n} has been delivered`,
      paragraphs: ['Your order has been delivered. We hope you love it.', 'Thank you for shopping with us.'],
    },
    cancelled: {
      subject: (n) => `Your ${BRAND_NAME} order ${n} is cancelled`,
      cancelled: 'Your order has been cancelled.',
      nothingCharged: 'Nothing was charged for it, so there is nothing to pay or refund.',
      refundAll: (total) => `The full amount of ${total} goes back to your payment method in 5-7 working days.`,
    },
    returned: {
      subject: (n) => `We have received your ${BRAND_NAME} order ${n} back`,
      paragraphs: [
        'Your order has come back to us.',
        'We will let you know as soon as the money is on its way back to you.',
      ],
    },
  },
  proof: {
    subject: (n) => `Please approve the engraving for your RMJ order ${n}`,
    introText: (n) => `Before we engrave your piece (order ${n}), please check the words below.`,
    introHtml: (n) => `Before we engrave your piece (order ${n}), please check the words below.`,
    approve: 'Approve',
    requestChange: 'Request a change',
    linksWork: (expires) => `These links work once, until ${expires}.`,
    pictureAlt: (productName) => `Engraving proof of ${productName}`,
    moment: (at) => {
      const time = new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }).format(at);
      const day = new Intl.DateTimeFormat('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(at);
      return `${time} IST, ${day}`;
    },
  },
  returns: {
    approvedSubject: (kind, n) => `Your ${kind === 'exchange' ? 'exchange' : 'return'} of order ${n} is approved`,
    approved: (kind) => `We have approved your request (${RETURN_KIND_LABELS[kind].toLowerCase()}).`,
    sendTo: (address) =>
      `Please send the parcel, with the piece unworn in its original packaging, its tag and invoice, to: ${address}`,
    weCheck: 'We check the piece when it reaches us and write to you again.',
    refusedSubject: (kind, n) => `Your ${kind === 'exchange' ? 'exchange' : 'return'} request for order ${n}`,
    sorry: 'We are sorry: we cannot accept your request.',
    reason: (reason) => `Reason: ${reason}`,
    follow: (link) => `Follow your request on ${link}`,
    request: (returnId, n) => `Request ${returnId}, order ${n}.`,
  },
  paymentRequest: {
    // The contracts' words, one text with the WhatsApp message; the greeting is the frame's.
    text: (request) => paymentRequestText(request).split('\n').slice(1),
    subject: PAYMENT_REQUEST_MESSAGES.emailSubject,
    payNow: 'Pay now',
    orOpen: 'Or open this link:',
  },
  refund: {
    subject: (amount, n) => `Your refund of ${amount} for ${BRAND_NAME} order ${n}`,
    full: (amount) =>
      `We have refunded the full amount of ${amount} for your order to the payment method you paid with.`,
    part: (amount, paid) =>
      `We have refunded ${amount} of the ${paid} you paid for your order to the payment method you paid with.`,
    inAll: (refunded, paid) => `In all, ${refunded} of your ${paid} has now been refunded.`,
    arrival: 'It usually reaches your account within 5-7 working days, depending on your bank.',
    creditNote: (number) =>
      `Our credit note ${number} for this refund, against your tax invoice, is attached to this e-mail.`,
  },
};

const ta: OrderMailWords = {
  hello: (name) => `வணக்கம் ${name},`,
  htmlLang: ' lang="ta"',
  orderNumber: 'ஆர்டர் எண்',
  seeYourOrder: 'உங்கள் ஆர்டரைப் பாருங்கள்',
  trackYourOrder: 'உங்கள் ஆர்டரைக் கண்காணியுங்கள்',
  deliveryEstimate: (paidAt, customised) => {
    const { earliest, latest, days } = deliveryWindow(paidAt, customised);
    const extra = customised
      ? `, தனிப்பயனாக்கிய நகைகளுக்குக் கூடுதல் ${CUSTOMISED_EXTRA_DAYS.from}-${CUSTOMISED_EXTRA_DAYS.to} வேலை நாட்கள் உட்பட`
      : '';
    return `டெலிவரி எதிர்பார்ப்பு: ${tamilDay(earliest)} - ${tamilDay(latest)} (${days.from}-${days.to} வேலை நாட்கள்${extra})`;
  },
  confirmation: {
    subjectPaid: (n) => `உங்கள் RMJ ஆர்டர் ${n} உறுதிசெய்யப்பட்டது`,
    subjectCod: (n) => `உங்கள் RMJ ஆர்டர் ${n} பெறப்பட்டது: உறுதிசெய்ய உங்களை அழைப்போம்`,
    receivedCod: (total, phone) =>
      `உங்கள் ஆர்டர் எங்களுக்குக் கிடைத்தது. டெலிவரியின்போது ${total} பணமாகச் செலுத்துங்கள்; வேலையைத் தொடங்கும் முன் உறுதிசெய்ய ${phone} என்ற எண்ணில் உங்களை அழைப்போம்.`,
    receivedAdvance: (paid, balance) =>
      `உங்கள் முன்பணம் ${paid} எங்களுக்குக் கிடைத்தது. மீதித் தொகை ${balance} உங்கள் ஆர்டர் அனுப்பப்படும் முன் செலுத்த வேண்டும்; அதைச் செலுத்த ஒரு இணைப்பை அனுப்புவோம்.`,
    receivedPaid: 'உங்கள் கட்டணம் எங்களுக்குக் கிடைத்தது.',
    thanksText: (received) => `${BRAND_NAME}-இல் ஆர்டர் செய்ததற்கு நன்றி. ${received}`,
    thanksHtml: (received) => `ஆர்டர் செய்ததற்கு நன்றி. ${received}`,
    size: (size) => ` (அளவு ${size})`,
    subtotal: 'துணை மொத்தம்',
    discount: (code) => `தள்ளுபடி${code ? ` (${code})` : ''}`,
    shipping: 'டெலிவரி',
    cashOnDelivery: 'டெலிவரியின்போது செலுத்த வேண்டிய பணம்',
    totalPaid: 'செலுத்திய மொத்தம்',
    deliveringTo: 'டெலிவரி முகவரி',
  },
  moves: {
    workshop: {
      subject: (n) => `உங்கள் ${BRAND_NAME} ஆர்டர் ${n} தயாரிப்பில் உள்ளது`,
      paragraphs: [
        'நல்ல செய்தி: எங்கள் கைவினைஞர்கள் உங்கள் ஆர்டரைச் செய்யத் தொடங்கிவிட்டார்கள்.',
        'அது உங்களுக்கு அனுப்பப்பட்டதும் மீண்டும் எழுதுவோம்.',
      ],
    },
    shipped: {
      subject: (n) => `உங்கள் ${BRAND_NAME} ஆர்டர் ${n} அனுப்பப்பட்டது`,
      onItsWay: 'உங்கள் ஆர்டர் உங்களை நோக்கி வந்துகொண்டிருக்கிறது.',
      courier: (name) => `கூரியர்: ${name}`,
      awb: (awb) => `AWB எண்: ${awb}`,
      keepCash: (total) => `கூரியரிடம் கொடுக்க ${total} பணமாகத் தயாராக வைத்திருங்கள்.`,
      invoiceAttached: 'உங்கள் வரி விலைப்பட்டியல் இந்த மின்னஞ்சலுடன் இணைக்கப்பட்டுள்ளது.',
      trackParcel: 'உங்கள் பார்சலைக் கண்காணியுங்கள்',
    },
    delivered: {
      subject: (n) => `உங்கள் ${BRAND_NAME} ஆர்டர் ${n} டெலிவரி செய்யப்பட்டது`,
      paragraphs: ['உங்கள் ஆர்டர் டெலிவரி செய்யப்பட்டது. உங்களுக்குப் பிடிக்கும் என்று நம்புகிறோம்.', 'எங்களிடம் வாங்கியதற்கு நன்றி.'],
    },
    cancelled: {
      subject: (n) => `உங்கள் ${BRAND_NAME} ஆர்டர் ${n} ரத்து செய்யப்பட்டது`,
      cancelled: 'உங்கள் ஆர்டர் ரத்து செய்யப்பட்டது.',
      nothingCharged: 'இதற்கு எந்தப் பணமும் வசூலிக்கப்படவில்லை; செலுத்தவோ திருப்பித் தரவோ எதுவும் இல்லை.',
      refundAll: (total) => `முழுத் தொகை ${total} நீங்கள் செலுத்திய முறைக்கே 5-7 வேலை நாட்களில் திரும்ப வரும்.`,
    },
    returned: {
      subject: (n) => `உங்கள் ${BRAND_NAME} ஆர்டர் ${n} எங்களுக்குத் திரும்பக் கிடைத்தது`,
      paragraphs: ['உங்கள் ஆர்டர் எங்களுக்குத் திரும்ப வந்துவிட்டது.', 'பணம் உங்களுக்குத் திருப்பி அனுப்பப்பட்டதும் தெரிவிப்போம்.'],
    },
  },
  proof: {
    subject: (n) => `உங்கள் RMJ ஆர்டர் ${n}: பொறிப்பு மாதிரிக்கு ஒப்புதல் அளியுங்கள்`,
    introText: (n) => `உங்கள் நகையில் பொறிக்கும் முன் (ஆர்டர் ${n}), கீழே உள்ள எழுத்துகளைச் சரிபாருங்கள்.`,
    introHtml: (n) => `உங்கள் நகையில் பொறிக்கும் முன் (ஆர்டர் ${n}), கீழே உள்ள எழுத்துகளைச் சரிபாருங்கள்.`,
    approve: 'ஒப்புதல் அளி',
    requestChange: 'மாற்றம் கேள்',
    linksWork: (expires) => `இந்த இணைப்புகள் ${expires} வரை ஒருமுறை மட்டுமே செயல்படும்.`,
    pictureAlt: (productName) => `${productName}: பொறிப்பு மாதிரி`,
    moment: (at) =>
      new Intl.DateTimeFormat('ta-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(at) + ' IST',
  },
  returns: {
    approvedSubject: (kind, n) =>
      `ஆர்டர் ${n}: ${kind === 'exchange' ? 'மாற்றுவதற்கான' : 'திருப்பி அனுப்புவதற்கான'} உங்கள் கோரிக்கை ஏற்கப்பட்டது`,
    approved: (kind) =>
      `உங்கள் கோரிக்கையை (${kind === 'exchange' ? 'வேறு அளவு அல்லது வேறு நகைக்கு மாற்றுதல்' : 'பணம் திரும்பப் பெறத் திருப்பி அனுப்புதல்'}) ஏற்றுக்கொண்டோம்.`,
    sendTo: (address) => `அணியாத நகையை அதன் அசல் பேக்கிங், டேக், விலைப்பட்டியலுடன் பார்சலாக இந்த முகவரிக்கு அனுப்புங்கள்: ${address}`,
    weCheck: 'நகை எங்களுக்கு வந்ததும் சரிபார்த்து மீண்டும் எழுதுவோம்.',
    refusedSubject: (kind, n) =>
      `ஆர்டர் ${n}: ${kind === 'exchange' ? 'மாற்றுவதற்கான' : 'திருப்பி அனுப்புவதற்கான'} உங்கள் கோரிக்கை`,
    sorry: 'மன்னிக்கவும்: உங்கள் கோரிக்கையை ஏற்க முடியவில்லை.',
    reason: (reason) => `காரணம்: ${reason}`,
    follow: (link) => `உங்கள் கோரிக்கையை இங்கே பின்தொடருங்கள்: ${link}`,
    request: (returnId, n) => `கோரிக்கை ${returnId}, ஆர்டர் ${n}.`,
  },
  paymentRequest: {
    text: (r) => {
      const what =
        r.purpose === 'whole'
          ? `முழுத் தொகை ${rupees(r.amountRupees, 'ta')}`
          : r.purpose === 'advance'
            ? `முன்பணம் ${rupees(r.amountRupees, 'ta')} (ஆர்டர் மொத்தம் ${rupees(r.totalRupees, 'ta')})`
            : `மீதித் தொகை ${rupees(r.amountRupees, 'ta')} (ஆர்டர் மொத்தம் ${rupees(r.totalRupees, 'ta')})`;
      const until = new Intl.DateTimeFormat('ta-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(r.expiresAt);
      return [
        `${r.shopName}-இல் நீங்கள் செய்த ஆர்டர் ${r.orderNumber}-க்கு நன்றி. ${what} இந்தப் பாதுகாப்பான இணைப்பில் செலுத்துங்கள்:`,
        r.url,
        `இந்த இணைப்பு ${until} வரை செயல்படும்.`,
      ];
    },
    subject: (shopName, n, purpose) =>
      `${shopName}: ஆர்டர் ${n}, ${purpose === 'whole' ? 'முழுத் தொகை' : purpose === 'advance' ? 'முன்பணம்' : 'மீதித் தொகை'} செலுத்த வேண்டும்`,
    payNow: 'இப்போதே செலுத்துங்கள்',
    orOpen: 'அல்லது இந்த இணைப்பைத் திறங்கள்:',
  },
  refund: {
    subject: (amount, n) => `${BRAND_NAME} ஆர்டர் ${n}: ${amount} பணம் திருப்பி அளிக்கப்பட்டது`,
    full: (amount) => `உங்கள் ஆர்டருக்கான முழுத் தொகை ${amount} நீங்கள் செலுத்திய முறைக்கே திருப்பி அளிக்கப்பட்டது.`,
    part: (amount, paid) =>
      `உங்கள் ஆர்டருக்கு நீங்கள் செலுத்திய ${paid}-இல் ${amount} நீங்கள் செலுத்திய முறைக்கே திருப்பி அளிக்கப்பட்டது.`,
    inAll: (refunded, paid) => `மொத்தத்தில், உங்கள் ${paid}-இல் ${refunded} இதுவரை திருப்பி அளிக்கப்பட்டுள்ளது.`,
    arrival: 'வழக்கமாக உங்கள் வங்கியைப் பொறுத்து 5-7 வேலை நாட்களில் உங்கள் கணக்குக்கு வந்து சேரும்.',
    creditNote: (number) =>
      `உங்கள் வரி விலைப்பட்டியலுக்கு எதிரான இந்தப் பணம் திரும்ப அளித்தலின் வரவுக் குறிப்பு ${number} இந்த மின்னஞ்சலுடன் இணைக்கப்பட்டுள்ளது.`,
  },
};

/** The order mails' words of a language. */
export const ORDER_MAIL_WORDS: Readonly<Record<ShopLanguage, OrderMailWords>> = { en, ta };
