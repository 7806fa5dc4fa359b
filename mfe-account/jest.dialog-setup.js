// jsdom has <dialog> but not its methods (tests only; browsers have them): open and close it by its
// `open` attribute, with the close event after the fact as browsers send it. No inertness, no
// focus moves: the components focus what they need themselves.
const Dialog = globalThis.HTMLDialogElement;
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
