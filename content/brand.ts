// The group's colours, in one place for everything drawn outside the stylesheet: the icons, the
// web manifest, the QR codes and the brochures. The stylesheet's tokens (pages/_styles/tokens.css)
// hold the same values under the same names; a test checks that they agree.
export const brandColors = {
  navy: '#0f2a3d',
  terracotta: '#c4673f',
  sand: '#f3ece1',
  white: '#ffffff',
  /** Secondary text in print: navy toned down, above 4.5:1 on white and on sand. */
  slate: '#40525f',
} as const;
