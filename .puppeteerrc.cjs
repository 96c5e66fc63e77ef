// The browser comes from Debian's `chromium` package: npm ci must never download one.
module.exports = { skipDownload: true };
