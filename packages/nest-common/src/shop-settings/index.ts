export * from './shop-settings-reader';
export * from './contact-footer';
