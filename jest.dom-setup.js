// @ts-expect-error -- imported for its side effect (matchers); its type file declares globals, not a module.
require('@testing-library/jest-dom');
// jsdom lacks these: react-router needs TextEncoder at import, components
// call scrollTo/scrollIntoView on navigation and paging.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
// A spec may run in Node instead (`@jest-environment node`: server rendering), where neither exists.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
