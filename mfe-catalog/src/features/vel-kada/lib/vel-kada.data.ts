import { PLACEHOLDER_IMAGE } from '../../../lib/placeholder';

/** A built-in Vel Kada product (spec section 3): price is comma-formatted text. */
export interface VelKadaProduct {
  id: number;
  name: string;
  price: string;
  image: string;
  inStock: boolean;
  category: 'Mens' | 'Womens' | 'Unisex';
  /** The name on Tamil pages. */
  nameTa: string;
}

export const VEL_KADA_PRODUCTS: VelKadaProduct[] = [
  {
    id: 1,
    name: 'Classic Vel Kada',
    price: '2,900',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Unisex',
    nameTa: 'கிளாசிக் வேல் கடா',
  },
  {
    id: 2,
    name: 'Murugan Vel Engraved Kada',
    price: '4,500',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Mens',
    nameTa: 'முருகன் வேல் பொறித்த கடா',
  },
  {
    id: 3,
    name: 'Slim Vel Kada',
    price: '3,200',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Womens',
    nameTa: 'மெல்லிய வேல் கடா',
  },
  {
    id: 4,
    name: 'Twisted Rope Vel Kada',
    price: '5,800',
    image: PLACEHOLDER_IMAGE,
    inStock: false,
    category: 'Mens',
    nameTa: 'முறுக்குக் கயிறு வேல் கடா',
  },
  {
    id: 5,
    name: 'Antique Oxidised Vel Kada',
    price: '6,400',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Unisex',
    nameTa: 'பழமைத் தோற்ற ஆக்சிடைஸ் வேல் கடா',
  },
  {
    id: 6,
    name: 'Floral Vel Kada',
    price: '3,750',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Womens',
    nameTa: 'பூ வேலைப்பாட்டு வேல் கடா',
  },
  {
    id: 7,
    name: 'Heavy Temple Vel Kada',
    price: '7,200',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Mens',
    nameTa: 'கனமான கோயில் வேல் கடா',
  },
  {
    id: 8,
    name: 'Beaded Vel Kada',
    price: '4,100',
    image: PLACEHOLDER_IMAGE,
    inStock: true,
    category: 'Womens',
    nameTa: 'மணி வேலைப்பாட்டு வேல் கடா',
  },
];
