// Runs in the page after sizes-probe.js (plain JavaScript, read as text by test/site/widths.test.ts): defines
// window.__layoutProblems(), which lists what a visitor would see as broken in the layout at the
// window's current size. Each problem is one line naming the element and the figures.

// How a problem names an element: tag, id, two classes and its first words.
window.__elementName = function elementName(el) {
  let s = el.tagName.toLowerCase();
  if (el.id) s += `#${el.id}`;
  const cls = [...el.classList].slice(0, 2).join('.');
  if (cls) s += `.${cls}`;
  const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('alt') || '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return text ? `${s} «${text}»` : s;
};

window.__layoutProblems = function layoutProblems(options) {
  const problems = [];
  const vw = document.documentElement.clientWidth;
  const name = window.__elementName;
  // Shown to a visitor: laid out, not hidden, not the visually-hidden pattern (1 px, clipped).
  const shown = (el) => {
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 && r.height < 2) return false;
    if (el.closest('.visually-hidden, [inert], [aria-hidden="true"], .form-trap')) return false;
    return true;
  };
  // Inside a box that hides its overflow (a carousel's track, a cropped picture): what runs past
  // the window there is cut by that box, not by the window.
  const clippedBy = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p);
      if (o.overflowX !== 'visible' || o.overflowY !== 'visible') return p;
    }
    return null;
  };

  // 1. Nothing runs past the window's right edge: the page never scrolls sideways.
  if (document.documentElement.scrollWidth > vw + 1) {
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => shown(el) && !clippedBy(el) && getComputedStyle(el).position !== 'fixed')
      .filter((el) => el.getBoundingClientRect().right > vw + 1)
      .filter((el, i, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 3);
    problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px for ${vw}): ${culprits.map(name).join(', ') || 'no element found'}`);
  }

  const controls = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]')].filter(shown);
  const range = document.createRange();
  // Lines a label takes: the distinct tops of its visible text (text for screen readers only,
  // clipped to 1 px, is not on screen).
  const lines = (el) => {
    const tops = new Set();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim() || node.parentElement.closest('.visually-hidden')) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top));
    }
    return tops.size;
  };

  // 2. A menu item or a button shows its label on one line.
  for (const el of controls) {
    const isButton = el.matches('button, .button, [role="button"], .site-nav a, .drawer-links a, .tag, .chip, summary');
    if (!isButton || !el.textContent.trim()) continue;
    const n = lines(el);
    if (n > 1) problems.push(`label on ${n} lines: ${name(el)}`);
  }

  // 3. No text cut off by a box that hides what overflows it.
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!hasText) continue;
    const s = getComputedStyle(el);
    const hides = (v) => v === 'hidden' || v === 'clip';
    if (hides(s.overflowX) && el.scrollWidth > el.clientWidth + 1 && s.textOverflow !== 'ellipsis') problems.push(`text cut at the side: ${name(el)} (${el.scrollWidth} px in ${el.clientWidth})`);
    else if (hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1 && !s.webkitLineClamp?.match(/^\d/)) problems.push(`text cut at the bottom: ${name(el)} (${el.scrollHeight} px in ${el.clientHeight})`);
  }

  // 4. Two controls never overlap (one inside the other, as a link around a button, is one target).
  // (A link inside a sentence that wraps has a box per line: those boxes are compared, not the
  // rectangle around both lines, which covers the words in between.)
  const boxes = controls.map((el) => ({ el, r: el.getBoundingClientRect(), parts: getComputedStyle(el).display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()] }));
  const overlap = (p, q) => {
    const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    return w > 1 && h > 1 ? [w, h] : null;
  };
  // The sticky header and fixed layers float over the page as it scrolls, by design: they are
  // compared with each other, not with what passes under them.
  const floating = (el) => {
    for (let p = el; p && p !== document.body; p = p.parentElement) if (/^(fixed|sticky)$/.test(getComputedStyle(p).position)) return true;
    return false;
  };
  for (const b of boxes) b.floats = floating(b.el);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      if (a.el.contains(b.el) || b.el.contains(a.el) || a.floats !== b.floats) continue;
      const hit = a.parts.flatMap((p) => b.parts.map((q) => overlap(p, q))).find(Boolean);
      if (hit) problems.push(`controls overlap by ${Math.round(hit[0])}×${Math.round(hit[1])} px: ${name(a.el)} and ${name(b.el)}`);
    }
  }

  // 5. Tap targets of at least 24 × 24 px (WCAG 2.2, 2.5.8), or with room around them: a 24 px
  // circle on the target touches no other target. Links inside a sentence are exempt.
  const inSentence = (el) => {
    if (getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    return [...block.childNodes].some((n) => n !== el && n.textContent.trim() && !(n.nodeType === 1 && n.matches('a, button')));
  };
  for (const { el, r, floats } of boxes) {
    if (r.width >= 24 && r.height >= 24) continue;
    if (el.matches('input[type="checkbox"], input[type="radio"]') && el.labels?.length) continue;
    if (inSentence(el)) continue;
    const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
    const crowded = boxes.find(({ el: other, r: o, floats: otherFloats }) => {
      if (other === el || other.contains(el) || el.contains(other) || otherFloats !== floats) return false;
      const dx = Math.max(o.left - cx, 0, cx - o.right), dy = Math.max(o.top - cy, 0, cy - o.bottom);
      return Math.hypot(dx, dy) < 12;
    });
    if (crowded) problems.push(`tap target ${Math.round(r.width)}×${Math.round(r.height)} px, under 24 px and close to another: ${name(el)} (next to ${name(crowded.el)})`);
  }

  // 6 and 7. Images: drawn at their own aspect ratio, and from a variant with enough pixels for
  // their box at device pixel ratio 1 and 2 (as the browser picks it from srcset and sizes).
  const sizesWidth = window.__sizesSlot;
  for (const img of document.querySelectorAll('img')) {
    if (!shown(img) || !img.complete || !img.naturalWidth) continue;
    const r = img.getBoundingClientRect();
    if (r.width < 8 || r.height < 8) continue;
    const s = getComputedStyle(img);
    const natural = img.naturalWidth / img.naturalHeight;
    const drawn = r.width / r.height;
    // (A pixel of rounding on a small image is not a stretch: 2 % and more than a pixel.)
    const off = Math.abs(r.height - r.width / natural);
    if (s.objectFit === 'fill' && Math.abs(drawn / natural - 1) > 0.02 && off > 1.5) {
      problems.push(`image stretched: ${name(img)} drawn ${Math.round(r.width)}×${Math.round(r.height)}, its pixels ${img.naturalWidth}×${img.naturalHeight}`);
    }
    // The pixels the box needs across: with cover, the image is drawn wider than a taller box.
    const needed = s.objectFit === 'cover' ? Math.max(r.width, r.height * natural) : r.width;
    const source = img.parentElement.tagName === 'PICTURE'
      ? [...img.parentElement.querySelectorAll('source')].find((el) => !el.media || matchMedia(el.media).matches) ?? img
      : img;
    const srcset = source.getAttribute('srcset');
    if (!srcset || !/\dw\b/.test(srcset)) continue;
    const widths = srcset.split(',').map((c) => Number(/\s(\d+)w\s*$/.exec(c.trim())?.[1] ?? 0)).filter(Boolean);
    const sizes = source.getAttribute('sizes') ?? img.getAttribute('sizes') ?? '100vw';
    const slot = sizesWidth(sizes);
    for (const dpr of options.dprs) {
      // The browser takes the smallest candidate at least slot × dpr wide (else the largest).
      const want = slot * dpr;
      const chosen = widths.filter((w) => w >= want).sort((a, b) => a - b)[0] ?? Math.max(...widths);
      // At ×2 a source may simply have no more pixels to give: only a smaller pick than the
      // largest there is (sizes too small) counts. At ×1 the box must be covered.
      const largest = Math.max(...widths);
      if (chosen < Math.floor(needed * dpr) - 1 && (dpr === 1 || chosen < largest)) {
        problems.push(`image short of pixels at ×${dpr}: ${name(img)} box needs ${Math.round(needed * dpr)} px across, sizes says ${Math.round(slot)} px, variant ${chosen} w (largest ${largest} w)`);
      }
    }
  }

  // 8. The last block of the page stands clear of the footer: what the page's containers hold
  // (their sections give the space around it) ends at least 16 px above it.
  const footer = document.querySelector('.site-footer');
  if (footer) {
    let last = null;
    let bottom = -Infinity;
    for (const container of document.querySelectorAll('main .container')) {
      for (const child of container.children) {
        if (!shown(child)) continue;
        const b = child.getBoundingClientRect().bottom;
        if (b > bottom) [last, bottom] = [child, b];
      }
    }
    const gap = footer.getBoundingClientRect().top - bottom;
    if (last && gap < 16) problems.push(`the page's last block ends ${Math.round(gap)} px above the footer: ${name(last)}`);
  }
  return problems;
};

// In forced colours the author's backgrounds and shadows are gone: a button or a field shows
// where it is only by its border. Lists those with none.
window.__edgelessControls = function edgelessControls() {
  const out = [];
  for (const el of document.querySelectorAll('button, .button, input:not([type="hidden"]), select, textarea')) {
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('.visually-hidden, .form-trap, [inert]') || el.getBoundingClientRect().width <= 2) continue;
    const s = getComputedStyle(el);
    const edged = ['top', 'right', 'bottom', 'left'].some((side) => s.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0);
    // A button made of an icon alone is drawn by its icon, in the text colour.
    const iconOnly = el.tagName === 'BUTTON' && !el.textContent.trim();
    if (!edged && !iconOnly) out.push(window.__elementName(el));
  }
  return out;
};

// The focused element's ring: null when nothing is focused, '' when an outline is drawn (forced
// colours keep outlines and drop box shadows), else the element's name.
window.__focusRing = function focusRing() {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  // Its own outline, or that of a box around it drawn while focus is within (a whole tile as a link).
  for (let box = el, depth = 0; box && depth < 4; box = box.parentElement, depth++) {
    const s = getComputedStyle(box);
    if ((box === el || box.matches(':focus-within')) && s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1) return '';
  }
  return window.__elementName(el);
};

// Every control the Tab key reaches, focused in turn as the keyboard leaves it (the caller has
// pressed Tab once, so each focus() matches :focus-visible): the distinct ones without a ring.
window.__focusRings = function focusRings() {
  const missing = new Set();
  const reachable = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.disabled && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }),
  );
  for (const el of reachable) {
    el.focus({ preventScroll: true });
    if (document.activeElement !== el) continue;
    if (!el.matches(':focus-visible')) missing.add(`${window.__elementName(el)} (focused without :focus-visible)`);
    else {
      const ring = window.__focusRing();
      if (ring) missing.add(ring);
    }
  }
  return [...missing];
};
