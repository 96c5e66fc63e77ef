// Run in a page before layout-probe.js or sharpness-probe.js (plain JavaScript, evaluated as it
// is): how wide `sizes` says an image is drawn, in CSS px, as the browser reads it: the length of
// the first part whose media condition matches (a missing `sizes` means 100vw), measured on a
// hidden element so that vw, vh, calc() and max() resolve as in the page.
window.__sizesSlot = function sizesSlot(sizes) {
  const vw = document.documentElement.clientWidth;
  if (sizes === null) return vw;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;height:0;left:0;top:0';
  document.body.append(probe);
  try {
    for (const part of sizes.split(/,(?![^(]*\))/)) {
      const m = /^\s*(\(.*?\)(?:\s+(?:and|or)\s+\(.*?\))*)?\s*(\S.*)$/.exec(part.trim());
      if (!m) continue;
      const [, media, length] = m;
      if (media && !matchMedia(media).matches) continue;
      probe.style.width = length.trim();
      return probe.getBoundingClientRect().width;
    }
    return vw;
  } finally {
    probe.remove();
  }
};
