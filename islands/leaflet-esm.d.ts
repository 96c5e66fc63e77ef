// Leaflet's ES module build (islands/ContactMap.tsx) has the types of the package's main one.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
