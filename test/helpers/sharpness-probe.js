// Run in a page after sizes-probe.js (test/site/widths.test.ts, in Chromium): for every <img> drawn, how many device
// pixels its box takes at each device pixel ratio, against the pixels of the candidate the browser picks.
// Plain JavaScript, read from the file and evaluated as it is: tsx would wrap named functions in a
// helper the page does not have.
//
// The pick is worked out as Chromium makes it (checked against currentSrc by the test): the
// candidates of the first <source> whose media matches (else the <img>'s own srcset), each at
// the density width / slot, where slot is the first length of `sizes` whose condition matches;
// the smallest candidate at least as dense as the screen, else the largest. Images not yet
// loaded (lazy ones below the fold) count the same: only their markup is read.
window.__sharpness = function sharpness({ dprs, limits, current }) {
  const problems = [];
  const needs = [];
  let checked = 0;
  const slotOf = window.__sizesSlot;
  const TYPES = ['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/svg+xml'];
  const px = (v) => parseFloat(v) || 0;
  const name = (img) => {
    const url = img.currentSrc || img.getAttribute('src') || '';
    const file = url.split('/').pop().replace(/-\d+(x\d+)?-[0-9a-f]{10}\.\w+$/, '');
    const where = img.closest('[id], section[class], .hero, .gallery, .card, header, footer');
    return `${file} (alt "${(img.alt || '').slice(0, 40)}"${where ? `, in ${where.id ? '#' + where.id : where.tagName.toLowerCase() + '.' + [...where.classList].join('.')}` : ''})`;
  };

  for (const img of document.images) {
    if (!img.checkVisibility({ visibilityProperty: true })) continue;
    // The map's tiles come from the tile server, at the sizes it makes (Leaflet asks for its
    // ×2 tiles itself); a drawing in SVG is sharp at any size.
    const src = img.currentSrc || img.src;
    if (!src.startsWith(location.origin) || /\.svg$/.test(new URL(src).pathname)) continue;
    const r = img.getBoundingClientRect();
    const s = getComputedStyle(img);
    const bw = r.width - px(s.paddingLeft) - px(s.paddingRight) - px(s.borderLeftWidth) - px(s.borderRightWidth);
    const bh = r.height - px(s.paddingTop) - px(s.paddingBottom) - px(s.borderTopWidth) - px(s.borderBottomWidth);
    if (bw < 2 || bh < 2) continue;
    const picture = img.parentElement && img.parentElement.tagName === 'PICTURE' ? img.parentElement : null;
    const from = (picture && [...picture.querySelectorAll(':scope > source')].find((el) => (!el.media || matchMedia(el.media).matches) && (!el.type || TYPES.includes(el.type)))) || img;
    const srcset = from.getAttribute('srcset') || '';
    let candidates = srcset
      .split(/,\s+/)
      .map((c) => /^(\S+)\s+(\d+)w$/.exec(c.trim()))
      .filter(Boolean)
      .map(([, url, w]) => ({ url: new URL(url, location.href).href, w: Number(w) }))
      .sort((a, b) => a.w - b.w);
    // The candidates' shape: the source's width and height (an art-directed crop), else the image's.
    const aw = Number(from.getAttribute('width') || img.getAttribute('width'));
    const ah = Number(from.getAttribute('height') || img.getAttribute('height'));
    let aspect = aw && ah ? aw / ah : img.naturalWidth / img.naturalHeight;
    let slot = null;
    if (candidates.length) slot = slotOf(from.getAttribute('sizes'));
    else if (img.complete && img.naturalWidth) {
      // One file, no widths to choose from: its own pixels (density 1).
      candidates = [{ url: img.currentSrc, w: img.naturalWidth }];
      aspect = img.naturalWidth / img.naturalHeight;
    } else {
      problems.push(`not loaded and no srcset, its pixels unknown: ${name(img)}`);
      continue;
    }
    // The width the image is drawn at: object-fit cover (and fill, by its larger stretch) draws
    // it wider than a taller box; contain and scale-down within the box.
    const fit = s.objectFit;
    const drawn = fit === 'contain' || fit === 'scale-down' ? Math.min(bw, bh * aspect) : Math.max(bw, bh * aspect);
    checked++;
    if (slot !== null && slot < drawn - 1) {
      problems.push(`sizes too small: ${name(img)} drawn ${Math.round(drawn)} px wide (box ${Math.round(bw)}×${Math.round(bh)}), sizes says ${Math.round(slot)} px`);
    }
    for (const dpr of dprs) {
      const chosen = slot === null ? candidates[0] : candidates.find((c) => c.w / slot >= dpr) || candidates[candidates.length - 1];
      const scale = (drawn * dpr) / chosen.w;
      needs.push({ name: name(img).split(' ')[0], aspect: Math.round(aspect * 100) / 100, dpr, width: Math.ceil((drawn * dpr) / limits[dpr]), offered: candidates[candidates.length - 1].w });
      if (scale > limits[dpr] + 0.01) {
        problems.push(`×${dpr}: ${name(img)} drawn ${Math.round(drawn * dpr)} device px wide from a ${chosen.w} px variant (${scale.toFixed(2)}×, limit ${limits[dpr]}×; largest offered ${candidates[candidates.length - 1].w} w, sizes ${slot === null ? '-' : Math.round(slot)} px)`);
      }
      // The browser's own pick, for the images it has loaded at this ratio: never smaller than ours.
      if (current && dpr === devicePixelRatio && img.complete && img.currentSrc && candidates.length > 1) {
        const real = candidates.find((c) => c.url === img.currentSrc);
        if (!real) problems.push(`currentSrc not among the candidates read: ${name(img)} ${img.currentSrc}`);
        else if (real.w < chosen.w) problems.push(`the browser picked ${real.w} w where ${chosen.w} w was worked out: ${name(img)}`);
        else if ((drawn * dpr) / real.w > limits[dpr] + 0.01) problems.push(`×${dpr} (as loaded): ${name(img)} drawn ${Math.round(drawn * dpr)} device px wide from ${real.w} px`);
      }
    }
  }
  return { problems, needs, checked };
};
