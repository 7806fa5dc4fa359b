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
// findBy/waitFor give up after 1 s by default: on a busy two-core machine a correct page can take
// longer to answer a click, and the test then fails on time rather than on what the shopper sees.
// Configured on the part's own Testing Library (the instance its specs import).
let testingLibrary;
try {
  testingLibrary = require(require.resolve('@testing-library/react', { paths: [globalThis.RMJ_PART_DIR] }));
} catch {
  testingLibrary = undefined; // a part without page tests
}
testingLibrary?.configure({ asyncUtilTimeout: 5000 });

// jsdom has <dialog> but not its methods (tests only; browsers have them): open and close it by its
// `open` attribute, with the close event after the fact as browsers send it. No inertness, no
// focus moves: the components focus what they need themselves.
const Dialog = typeof window === 'undefined' ? undefined : globalThis.HTMLDialogElement;
if (Dialog && typeof Dialog.prototype.showModal !== 'function') {
  Dialog.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  Dialog.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  Dialog.prototype.close = function close(value) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    if (value !== undefined) this.returnValue = value;
    void Promise.resolve().then(() => this.dispatchEvent(new Event('close')));
  };
}
