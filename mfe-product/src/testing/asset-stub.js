// Jest stand-in for an imported picture: its address.
module.exports = 'preview.svg';
