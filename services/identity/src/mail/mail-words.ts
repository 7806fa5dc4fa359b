// The words of identity's mails to shoppers, in each language the shop speaks. English is the
// spec's text, byte for byte; Tamil is written for the same shoppers (packages/i18n/GLOSSARY.md).
// Mails to staff stay English. A key missing from a language is a type error.
import { BRAND_NAME, type ShopLanguage } from '@rmj/contracts';
import type { CodePurpose } from '../codes/verification-code.schema';

export interface MailWords {
  hello: (firstName?: string) => string;
  /** The `lang` attribute of the html part's block: none for English (its html unchanged). */
  htmlLang: string;
  code: Record<CodePurpose, { subject: string; what: string }>;
  /** The code's line in the text part (which names the shop) and in the html part. */
  useCodeText: (what: string) => string;
  useCodeHtml: (what: string) => string;
  codeValid: string;
  codeIgnore: string;
  noAccount: { subject: string; body: string[] };
  passwordChanged: { subject: string; body: string[] };
  registrationAttempt: { subject: string; body: string[] };
  accountDeleted: { subject: string; body: string[] };
}

const en: MailWords = {
  hello: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  htmlLang: '',
  code: {
    register: { subject: 'Your RMJ verification code', what: 'to finish creating your account' },
    reset: { subject: 'Your RMJ password reset code', what: 'to reset your password' },
    link: {
      subject: 'Your RMJ code to join your orders to your account',
      what: 'to let our staff join the orders you placed by WhatsApp, phone or in the shop to your account (read it out to them only if you agree)',
    },
  },
  useCodeText: (what) => `Use this verification code ${what} at ${BRAND_NAME}:`,
  useCodeHtml: (what) => `Use this verification code ${what}:`,
  codeValid: 'The code is valid for 10 minutes and can be used once.',
  codeIgnore: 'If you did not ask for it, you can ignore this e-mail; nothing changes without the code.',
  noAccount: {
    subject: 'Password reset requested for your e-mail',
    body: [
      `Someone asked to reset the password of a ${BRAND_NAME} account for this e-mail address, but no account uses it.`,
      'If it was you, you may have signed up with another address, or you can create an account on our website.',
      'If it was not you, you can ignore this e-mail.',
    ],
  },
  passwordChanged: {
    subject: 'Your RMJ password was changed',
    body: [
      `The password of your ${BRAND_NAME} account was just changed, and every device that was logged in has been logged out.`,
      'If it was you, there is nothing more to do.',
      'If it was not you, reset your password now with "Forgot your password" on our website, and check the security of this e-mail account.',
    ],
  },
  registrationAttempt: {
    subject: 'Someone tried to register with your e-mail',
    body: [
      `Someone tried to create a new ${BRAND_NAME} account with this e-mail address, but you already have an account, so nothing was created.`,
      'If it was you, just log in; if you forgot your password, use "Forgot your password" on our website.',
      'If it was not you, you can ignore this e-mail: your account is unchanged.',
    ],
  },
  accountDeleted: {
    subject: 'Your RMJ account has been deleted',
    body: [
      `As you asked, your ${BRAND_NAME} account has been deleted: your account, saved addresses, login sessions on every device and the files you uploaded are gone, and your name, e-mail, phone and address were removed from your past orders.`,
      'The law on GST requires us to keep tax invoices for 8 years: we keep them with your name and contact removed (amounts, invoice numbers and the state of delivery stay).',
      'This is the last e-mail we send to this address. If you did not ask for this, please contact us.',
    ],
  },
};

const ta: MailWords = {
  hello: (firstName) => (firstName ? `வணக்கம் ${firstName},` : 'வணக்கம்,'),
  htmlLang: ' lang="ta"',
  code: {
    register: { subject: 'உங்கள் RMJ சரிபார்ப்புக் குறியீடு', what: 'உங்கள் கணக்கை உருவாக்கி முடிக்க' },
    reset: { subject: 'உங்கள் RMJ கடவுச்சொல் மாற்றக் குறியீடு', what: 'உங்கள் கடவுச்சொல்லை மாற்ற' },
    link: {
      subject: 'உங்கள் ஆர்டர்களை உங்கள் கணக்குடன் இணைக்க RMJ குறியீடு',
      what: 'வாட்ஸ்அப், தொலைபேசி அல்லது கடையில் நீங்கள் செய்த ஆர்டர்களை எங்கள் பணியாளர்கள் உங்கள் கணக்குடன் இணைக்க (நீங்கள் சம்மதித்தால் மட்டுமே இதை அவர்களிடம் சொல்லுங்கள்)',
    },
  },
  useCodeText: (what) => `${BRAND_NAME}-இல் ${what} இந்தச் சரிபார்ப்புக் குறியீட்டைப் பயன்படுத்துங்கள்:`,
  useCodeHtml: (what) => `${what} இந்தச் சரிபார்ப்புக் குறியீட்டைப் பயன்படுத்துங்கள்:`,
  codeValid: 'இந்தக் குறியீடு 10 நிமிடங்களுக்கு மட்டுமே செல்லும்; ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.',
  codeIgnore: 'நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்; குறியீடு இல்லாமல் எதுவும் மாறாது.',
  noAccount: {
    subject: 'உங்கள் மின்னஞ்சலுக்குக் கடவுச்சொல் மாற்றக் கோரிக்கை',
    body: [
      `இந்த மின்னஞ்சல் முகவரிக்கான ${BRAND_NAME} கணக்கின் கடவுச்சொல்லை மாற்ற ஒருவர் கேட்டார், ஆனால் இந்த முகவரியில் எந்தக் கணக்கும் இல்லை.`,
      'அது நீங்கள்தான் என்றால், வேறு முகவரியில் பதிவு செய்திருக்கலாம்; அல்லது எங்கள் இணையதளத்தில் புதிய கணக்கைப் பதிவு செய்யலாம்.',
      'அது நீங்கள் இல்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
    ],
  },
  passwordChanged: {
    subject: 'உங்கள் RMJ கடவுச்சொல் மாற்றப்பட்டது',
    body: [
      `உங்கள் ${BRAND_NAME} கணக்கின் கடவுச்சொல் சற்று முன் மாற்றப்பட்டது; உள்நுழைந்திருந்த எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்பட்டுள்ளது.`,
      'அது நீங்கள்தான் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை.',
      'அது நீங்கள் இல்லை என்றால், எங்கள் இணையதளத்தில் "கடவுச்சொல் மறந்துவிட்டதா" மூலம் இப்போதே கடவுச்சொல்லை மாற்றுங்கள்; இந்த மின்னஞ்சல் கணக்கின் பாதுகாப்பையும் சரிபாருங்கள்.',
    ],
  },
  registrationAttempt: {
    subject: 'உங்கள் மின்னஞ்சலில் யாரோ பதிவு செய்ய முயன்றார்கள்',
    body: [
      `இந்த மின்னஞ்சல் முகவரியில் புதிய ${BRAND_NAME} கணக்கை உருவாக்க ஒருவர் முயன்றார்; உங்களுக்கு ஏற்கெனவே கணக்கு இருப்பதால் எதுவும் உருவாக்கப்படவில்லை.`,
      'அது நீங்கள்தான் என்றால், உள்நுழையுங்கள்; கடவுச்சொல் மறந்துவிட்டால், எங்கள் இணையதளத்தில் "கடவுச்சொல் மறந்துவிட்டதா" என்பதைப் பயன்படுத்துங்கள்.',
      'அது நீங்கள் இல்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்: உங்கள் கணக்கில் எந்த மாற்றமும் இல்லை.',
    ],
  },
  accountDeleted: {
    subject: 'உங்கள் RMJ கணக்கு நீக்கப்பட்டது',
    body: [
      `நீங்கள் கேட்டபடி உங்கள் ${BRAND_NAME} கணக்கு நீக்கப்பட்டது: உங்கள் கணக்கு, சேமித்த முகவரிகள், எல்லாச் சாதனங்களிலும் உள்ள உள்நுழைவுகள், நீங்கள் பதிவேற்றிய கோப்புகள் அனைத்தும் நீக்கப்பட்டன; உங்கள் பழைய ஆர்டர்களிலிருந்து உங்கள் பெயர், மின்னஞ்சல், கைபேசி எண், முகவரி நீக்கப்பட்டன.`,
      'ஜிஎஸ்டி சட்டப்படி வரி விலைப்பட்டியல்களை 8 ஆண்டுகள் வைத்திருக்க வேண்டும்: உங்கள் பெயரும் தொடர்பு விவரங்களும் நீக்கப்பட்ட நிலையில் அவற்றை வைத்திருக்கிறோம் (தொகைகள், விலைப்பட்டியல் எண்கள், டெலிவரி நிலை மட்டும் இருக்கும்).',
      'இந்த முகவரிக்கு நாங்கள் அனுப்பும் கடைசி மின்னஞ்சல் இது. நீங்கள் இதைக் கேட்கவில்லை என்றால், எங்களைத் தொடர்பு கொள்ளுங்கள்.',
    ],
  },
};

/** The mail words of a language. */
export const MAIL_WORDS: Readonly<Record<ShopLanguage, MailWords>> = { en, ta };
