require('@testing-library/jest-dom');
// jsdom lacks these; components call them on navigation and paging.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
