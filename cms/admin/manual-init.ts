// Decap CMS starts itself as soon as it is loaded, unless told otherwise: imported first, this
// lets main.tsx give it its configuration.
(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;
