import { TYPE } from '@formatjs/icu-messageformat-parser';
import { precompileMessages } from './precompiled-words';

describe('catalogues precompiled for the browser', () => {
  it('gives the trees react-intl formats: text, arguments, plurals and rich-text elements', () => {
    const trees = precompileMessages(
      {
        'cart.empty': 'Your cart is empty',
        'card.off': '{percent}% OFF',
        'header.cart': '{count, plural, one {Cart, # item} other {Cart, # items}}',
        'terms.agree': 'I agree to the <link>terms</link>',
      },
      'en-IN',
    );
    expect(trees['cart.empty']).toEqual([{ type: TYPE.literal, value: 'Your cart is empty' }]);
    expect(trees['card.off']).toEqual([
      { type: TYPE.argument, value: 'percent' },
      { type: TYPE.literal, value: '% OFF' },
    ]);
    expect(trees['header.cart']).toEqual([
      expect.objectContaining({
        type: TYPE.plural,
        value: 'count',
        options: {
          one: {
            value: [
              { type: TYPE.literal, value: 'Cart, ' },
              { type: TYPE.pound },
              { type: TYPE.literal, value: ' item' },
            ],
          },
          other: {
            value: [
              { type: TYPE.literal, value: 'Cart, ' },
              { type: TYPE.pound },
              { type: TYPE.literal, value: ' items' },
            ],
          },
        },
      }),
    ]);
    expect(trees['terms.agree']).toEqual([
      { type: TYPE.literal, value: 'I agree to the ' },
      { type: TYPE.tag, value: 'link', children: [{ type: TYPE.literal, value: 'terms' }] },
    ]);
  });

  it('names the key and the language of a message that is not valid ICU', () => {
    expect(() => precompileMessages({ 'cart.items': '{count, plural, one {x}' }, 'ta-IN')).toThrow(
      /message cart\.items \(ta-IN\) is not a valid ICU message/,
    );
  });
});
