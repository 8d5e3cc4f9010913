// The country list moved to ui/ (the back office's address rows use it too); kept here for the shop's imports.
export * from '../../ui/countries';
