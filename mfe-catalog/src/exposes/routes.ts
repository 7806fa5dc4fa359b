// Public entry of mfe-catalog: its pages and the paths they live at. The shell merges this list
// at run time, so a new catalogue page is a release of mfe-catalog alone. Routes are
// case-sensitive: the capitalised aliases are explicit entries.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../assets.d.ts" />
import type { ComponentType } from 'react';
import type { RemoteRoute, RemoteSeo } from '@rmj/contracts';
import { uiWords } from '@rmj/ui';
import { buildInfo } from '../lib/build-info';
import { words } from '../i18n';
import type { CategoryKey } from '../features/category/lib/category-config';
import { categoryData, homeData, searchData } from './route-data';

type Page = ComponentType<never>;

/**
 * A page's module together with the catalogue's style sheet (style-loader injects it once) and the
 * words it shows: this remote's and the shared pieces' (in the browser the page's language, on the
 * server both). Each page wraps itself in `<words.Provider>` (`withWords`).
 */
const styled = <M>(page: Promise<M>): Promise<M> =>
  Promise.all([import('../styles/catalog.css'), page, words.load(), uiWords.load()]).then(([, module]) => module);
const categoryPage = () => styled(import('../features/category/components/category-page')).then((m) => m.CategoryPage);
const customListingPage = () =>
  styled(import('../features/custom-listing/components/custom-listing-page')).then((m) => m.CustomListingPage);

const category = (path: string, value: CategoryKey, aliases: string[] = []): RemoteRoute<Page> => ({
  path,
  aliases,
  page: 'CategoryPage',
  load: categoryPage,
  props: { category: value },
  data: categoryData(value),
});

const customListing = (
  people: 'women' | 'men' | 'kids',
  piece: 'rings' | 'bracelets' | 'pendants',
  aliases: string[] = [],
): RemoteRoute<Page> => ({
  path: `/custom/${people}/${piece}`,
  aliases,
  page: 'CustomListingPage',
  load: customListingPage,
  props: { people, piece },
});

/** Paths this remote owns: a literal list, copied by @rmj/mf-config into mf-manifest.json for the runtime config. */
export const paths: readonly string[] = [
  '/',
  '/vel-kada',
  '/contact',
  '/grievance',
  '/old-gold',
  '/privacy',
  '/seller',
  '/policies',
  '/search',
  '/category/*',
  '/womens',
  '/mens',
  '/womens-rings',
  '/custom/*',
  '/all-products',
  '/all-procuct',
];

/**
 * How search engines and the title bar know this remote's pages (title, meta description, listed in
 * the sitemap or kept out of search results), and what robots.txt asks crawlers to leave alone: a
 * literal, copied by @rmj/mf-config into mf-manifest.json for the render service's heads, sitemap and robots.
 */
export const seo: RemoteSeo = {
  pages: [
    {
      path: '/',
      name: 'Genuine Silver Jewellery',
      description:
        'Hallmarked genuine silver and gold jewellery for women, men and kids, made to order with engraving and fingerprint options. Cash on delivery across India.',
      listed: true,
      ta: {
        name: 'உண்மையான வெள்ளி நகைகள்',
        description:
          'பெண்கள், ஆண்கள், குழந்தைகளுக்கான ஹால்மார்க் வெள்ளி, தங்க நகைகள்; பொறிப்பு, கைரேகையுடன் ஆர்டருக்குச் செய்து தருகிறோம். இந்தியா முழுவதும் டெலிவரியின்போது பணம்.',
      },
    },
    {
      path: '/vel-kada',
      name: 'Vel Kada Collection',
      description:
        'Sacred Vel kadas in pure 92.5 sterling silver, finished by hand and packed in a gift box. Hallmarked, with resale value across India.',
      listed: true,
      ta: {
        name: 'வேல் கடா தொகுப்பு',
        description:
          'தூய 92.5 ஸ்டெர்லிங் வெள்ளியில் கையால் மெருகேற்றிய புனித வேல் காப்புகள், பரிசுப் பெட்டியுடன். ஹால்மார்க் முத்திரை, இந்தியா முழுவதும் மறுவிற்பனை மதிப்பு.',
      },
    },
    {
      path: '/all-products',
      aliases: ['/all-procuct'],
      name: 'All Jewellery',
      description:
        'Every piece of RMJ Jewellers in one place: silver and gold rings, bracelets, pendants, anklets and kadas for women, men and kids.',
      listed: true,
      ta: {
        name: 'அனைத்து நகைகளும்',
        description:
          'RMJ ஜுவல்லர்ஸின் எல்லா நகைகளும் ஒரே இடத்தில்: பெண்கள், ஆண்கள், குழந்தைகளுக்கான வெள்ளி, தங்க மோதிரங்கள், பிரேஸ்லெட்டுகள், பதக்கங்கள், கொலுசுகள், காப்புகள்.',
      },
    },
    {
      path: '/category/women',
      aliases: ['/womens', '/category/Female'],
      name: "Women's Jewellery",
      description:
        'Graceful silver and gold jewellery for her: rings, anklets, bracelets, chains and pendants, hallmarked and delivered across India.',
      listed: true,
      ta: {
        name: 'பெண்களுக்கான நகைகள்',
        description:
          'அவளுக்கான அழகிய வெள்ளி, தங்க நகைகள்: மோதிரங்கள், கொலுசுகள், பிரேஸ்லெட்டுகள், சங்கிலிகள், பதக்கங்கள். ஹால்மார்க் முத்திரையுடன், இந்தியா முழுவதும் டெலிவரி.',
      },
    },
    {
      path: '/category/men',
      aliases: ['/mens', '/category/Male'],
      name: "Men's Jewellery",
      description:
        'Bold, timeless silver and gold for him: kadas, bracelets, chains and rings, hallmarked, with a 2-year warranty on bracelets.',
      listed: true,
      ta: {
        name: 'ஆண்களுக்கான நகைகள்',
        description:
          'அவருக்கான கம்பீரமான வெள்ளி, தங்க நகைகள்: காப்புகள், பிரேஸ்லெட்டுகள், சங்கிலிகள், மோதிரங்கள். ஹால்மார்க் முத்திரை, பிரேஸ்லெட்டுகளுக்கு 2 ஆண்டு உத்தரவாதம்.',
      },
    },
    {
      path: '/category/kids',
      aliases: ['/category/Kids'],
      name: "Kids' Jewellery",
      description:
        'Safe, charming silver for little ones: light anklets, thandas, bracelets and chains, hallmarked and packed in a gift box.',
      listed: true,
      ta: {
        name: 'குழந்தைகளுக்கான நகைகள்',
        description:
          'குழந்தைகளுக்குப் பாதுகாப்பான, அழகான வெள்ளி: எடை குறைந்த கொலுசுகள், தண்டைகள், பிரேஸ்லெட்டுகள், சங்கிலிகள். ஹால்மார்க் முத்திரையுடன் பரிசுப் பெட்டியில்.',
      },
    },
    {
      path: '/category/couples',
      name: 'Couple Rings',
      description:
        'Matching silver and gold couple rings for promises, engagements, weddings and anniversaries, sized for free and engraved on request.',
      listed: true,
      ta: {
        name: 'ஜோடி மோதிரங்கள்',
        description:
          'வாக்குறுதி, நிச்சயதார்த்தம், திருமணம், திருமண நாளுக்கு வெள்ளி, தங்க ஜோடி மோதிரங்கள். இலவச அளவு மாற்றம், விரும்பினால் பெயர் பொறிப்பு.',
      },
    },
    {
      path: '/category/rings',
      name: 'Rings',
      description:
        'Silver and gold rings for promises, engagements, weddings and anniversaries, with complimentary sizing and optional engraving.',
      listed: true,
      ta: {
        name: 'மோதிரங்கள்',
        description:
          'வாக்குறுதி, நிச்சயதார்த்தம், திருமணம், திருமண நாளுக்கு வெள்ளி, தங்க மோதிரங்கள். இலவச அளவு மாற்றம், விரும்பினால் பொறிப்பு.',
      },
    },
    {
      path: '/category/pendants',
      name: 'Luxury Pendants',
      description:
        'Statement pendants in diamond, gold, pearl and precious stones, certified gemstones and secure packaging with every order.',
      listed: true,
      ta: {
        name: 'ஆடம்பரப் பதக்கங்கள்',
        description:
          'வைரம், தங்கம், முத்து, விலையுயர்ந்த கற்களில் கண்கவர் பதக்கங்கள். சான்றளிக்கப்பட்ட கற்கள், ஒவ்வொரு ஆர்டருக்கும் பாதுகாப்பான பேக்கிங்.',
      },
    },
    {
      path: '/custom/women/rings',
      aliases: ['/womens-rings'],
      name: "Women's Custom Rings",
      description:
        "Women's silver rings made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'பெண்களுக்கான தனிப்பயன் மோதிரங்கள்',
        description:
          'பெண்களுக்கான வெள்ளி மோதிரங்கள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/women/bracelets',
      name: "Women's Custom Bracelets",
      description:
        "Women's silver bracelets made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'பெண்களுக்கான தனிப்பயன் பிரேஸ்லெட்டுகள்',
        description:
          'பெண்களுக்கான வெள்ளி பிரேஸ்லெட்டுகள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/women/pendants',
      aliases: ['/custom/women/Pendants'],
      name: "Women's Custom Pendants",
      description:
        "Women's silver pendants made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'பெண்களுக்கான தனிப்பயன் பதக்கங்கள்',
        description:
          'பெண்களுக்கான வெள்ளி பதக்கங்கள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/men/rings',
      name: "Men's Custom Rings",
      description:
        "Men's silver rings made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'ஆண்களுக்கான தனிப்பயன் மோதிரங்கள்',
        description:
          'ஆண்களுக்கான வெள்ளி மோதிரங்கள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/men/bracelets',
      name: "Men's Custom Bracelets",
      description:
        "Men's silver bracelets made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'ஆண்களுக்கான தனிப்பயன் பிரேஸ்லெட்டுகள்',
        description:
          'ஆண்களுக்கான வெள்ளி பிரேஸ்லெட்டுகள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/men/pendants',
      name: "Men's Custom Pendants",
      description:
        "Men's silver pendants made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'ஆண்களுக்கான தனிப்பயன் பதக்கங்கள்',
        description:
          'ஆண்களுக்கான வெள்ளி பதக்கங்கள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/kids/rings',
      name: "Kids' Custom Rings",
      description:
        "Kids' silver rings made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'குழந்தைகளுக்கான தனிப்பயன் மோதிரங்கள்',
        description:
          'குழந்தைகளுக்கான வெள்ளி மோதிரங்கள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/kids/bracelets',
      name: "Kids' Custom Bracelets",
      description:
        "Kids' silver bracelets made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'குழந்தைகளுக்கான தனிப்பயன் பிரேஸ்லெட்டுகள்',
        description:
          'குழந்தைகளுக்கான வெள்ளி பிரேஸ்லெட்டுகள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/custom/kids/pendants',
      name: "Kids' Custom Pendants",
      description:
        "Kids' silver pendants made for you: engrave a name or a date, or keep a fingerprint or a picture, hallmarked and gift-boxed.",
      listed: true,
      ta: {
        name: 'குழந்தைகளுக்கான தனிப்பயன் பதக்கங்கள்',
        description:
          'குழந்தைகளுக்கான வெள்ளி பதக்கங்கள், உங்களுக்காகச் செய்தவை: பெயர், தேதி பொறிக்கலாம், கைரேகை, படமும் வைக்கலாம். ஹால்மார்க், பரிசுப் பெட்டியுடன்.',
      },
    },
    {
      path: '/contact',
      name: 'Contact Us',
      description:
        'Visit the RMJ Jewellers store in Palani, Tamil Nadu, open every day 10:30 am to 9:30 pm, or write to us: address, phone, e-mail and map.',
      listed: true,
      ta: {
        name: 'தொடர்பு கொள்ள',
        description:
          'தமிழ்நாடு, பழனியில் உள்ள RMJ ஜுவல்லர்ஸ் கடைக்கு வாருங்கள்; தினமும் காலை 10:30 முதல் இரவு 9:30 வரை. அல்லது எழுதுங்கள்: முகவரி, கைபேசி, மின்னஞ்சல், வரைபடம்.',
      },
    },
    {
      path: '/privacy',
      name: 'Privacy Notice',
      description:
        "How RMJ Jewellers collects, uses, keeps and deletes your personal data, your rights under India's DPDP Act 2023, and whom to contact with a grievance.",
      listed: true,
      ta: {
        name: 'தனியுரிமை அறிவிப்பு',
        description:
          'RMJ ஜுவல்லர்ஸ் உங்கள் தனிப்பட்ட தரவை எப்படிக் கையாள்கிறது, DPDP சட்டம் 2023-இன் கீழ் உங்கள் உரிமைகள், குறைதீர்ப்புக்கு யாரை அணுகுவது.',
      },
    },
    {
      path: '/seller',
      name: 'Seller Information',
      description:
        'Who sells on this website: the legal name, address, GSTIN and contact of RMJ Jewellers, and the grievance officer who answers complaints.',
      listed: true,
      ta: {
        name: 'விற்பனையாளர் விவரம்',
        description:
          'இந்த இணையதளத்தில் விற்பவர் யார்: RMJ ஜுவல்லர்ஸின் சட்டப் பெயர், முகவரி, ஜிஎஸ்டிஐஎன், தொடர்பு விவரம், புகார்களுக்குப் பதிலளிக்கும் குறைதீர்ப்பு அலுவலர்.',
      },
    },
    {
      path: '/policies',
      name: 'Returns, Refunds and Shipping',
      description:
        "RMJ Jewellers's returns, refunds, cancellation, exchange and shipping policies: return window, personalised pieces, delivery times and charges.",
      listed: true,
      ta: {
        name: 'திருப்பி அனுப்புதல், பணம் திரும்ப அளித்தல், டெலிவரி',
        description:
          'RMJ ஜுவல்லர்ஸின் திருப்பி அனுப்புதல், பணம் திரும்ப அளித்தல், ரத்து, மாற்றுதல், டெலிவரி கொள்கைகள்: கால அவகாசம், தனிப்பயன் நகைகள், டெலிவரி நேரம், கட்டணம்.',
      },
    },
    {
      path: '/old-gold',
      name: 'Exchange Your Old Gold',
      description:
        "Estimate your old gold or silver at RMJ Jewellers's buy-back rate today and ask for a visit or a call. The final value is set after testing in our store.",
      listed: true,
      ta: {
        name: 'பழைய தங்க மாற்று',
        description:
          'இன்றைய திரும்ப வாங்கும் விலையில் உங்கள் பழைய தங்கம், வெள்ளியை மதிப்பிட்டு, கடைக்கு வர அல்லது அழைப்புக்குக் கேளுங்கள். இறுதி மதிப்பு கடையில் சோதித்த பின்.',
      },
    },
    {
      path: '/grievance',
      name: 'Complaints',
      description:
        'Raise a complaint with RMJ Jewellers: get a ticket number at once, an acknowledgement within 48 hours and a resolution within one month.',
      listed: true,
      ta: {
        name: 'புகார்கள்',
        description: 'RMJ ஜுவல்லர்ஸிடம் புகார் அளியுங்கள்: உடனே டிக்கெட் எண், 48 மணி நேரத்துக்குள் ஒப்புகை, ஒரு மாதத்துக்குள் தீர்வு.',
      },
    },
    {
      path: '/search',
      name: 'Search',
      description:
        'Search the RMJ Jewellers catalogue of silver and gold jewellery by name, category, material or price.',
      ta: {
        name: 'தேடல்',
        description: 'RMJ ஜுவல்லர்ஸின் வெள்ளி, தங்க நகைகளைப் பெயர், வகை, உலோகம் அல்லது விலை கொண்டு தேடுங்கள்.',
      },
    },
  ],
};

export const routes: readonly RemoteRoute<Page>[] = [
  // One chunk per page (shared pieces land in shared chunks): the home page carries no contact form.
  {
    path: '/',
    page: 'HomePage',
    load: () => styled(import('../features/collection/components/home-page')).then((m) => m.HomePage),
    data: homeData,
  },
  {
    path: '/vel-kada',
    page: 'VelKadaPage',
    load: () => styled(import('../features/vel-kada/components/vel-kada-page')).then((m) => m.VelKadaPage),
  },
  {
    path: '/contact',
    page: 'ContactPage',
    load: () => styled(import('../features/contact/components/contact-page')).then((m) => m.ContactPage),
  },
  {
    path: '/grievance',
    page: 'GrievancePage',
    load: () => styled(import('../features/grievance/components/grievance-page')).then((m) => m.GrievancePage),
  },
  {
    path: '/old-gold',
    page: 'OldGoldPage',
    load: () => styled(import('../features/old-gold/components/old-gold-page')).then((m) => m.OldGoldPage),
  },
  {
    path: '/privacy',
    page: 'PrivacyPage',
    load: () => styled(import('../features/privacy/components/privacy-page')).then((m) => m.PrivacyPage),
  },
  {
    path: '/seller',
    page: 'SellerPage',
    load: () => styled(import('../features/seller/components/seller-page')).then((m) => m.SellerPage),
  },
  {
    path: '/policies',
    page: 'PoliciesPage',
    load: () => styled(import('../features/seller/components/policies-page')).then((m) => m.PoliciesPage),
  },
  {
    path: '/search',
    page: 'SearchPage',
    load: () => styled(import('../features/search/components/search-page')).then((m) => m.SearchPage),
    data: searchData,
  },
  {
    path: '/all-products',
    aliases: ['/all-procuct'],
    page: 'AllProductsPage',
    load: () => styled(import('../features/collection/components/all-products-page')).then((m) => m.AllProductsPage),
  },
  category('/category/women', 'women', ['/womens', '/category/Female']),
  category('/category/men', 'men', ['/mens', '/category/Male']),
  category('/category/kids', 'kids', ['/category/Kids']),
  category('/category/couples', 'couples'),
  category('/category/rings', 'rings'),
  category('/category/pendants', 'pendants'),
  customListing('women', 'rings', ['/womens-rings']),
  customListing('women', 'bracelets'),
  customListing('women', 'pendants', ['/custom/women/Pendants']),
  customListing('men', 'rings'),
  customListing('men', 'bracelets'),
  customListing('men', 'pendants'),
  customListing('kids', 'rings'),
  customListing('kids', 'bracelets'),
  customListing('kids', 'pendants'),
];

export const { version, requires } = buildInfo;
