// The logo the header and the drawer show: the spec's /images/logo/logo.png, from public/.
export const logo = { src: '/images/logo/logo.png', width: 480, height: 120 };
