// The office on an interactive map. Leaflet (code and styles) arrives only when the map
// nears the viewport; until then, and without JavaScript, the static block shows the address
// (the page's link to OpenStreetMap stays under the map).
import 'leaflet/dist/leaflet.css';
import './_lib/map.css';
import { useEffect, useRef, useState } from 'react';
import { mapWords, TILES_MS } from '../content/widgets/map.ts';

export interface ContactMapProps {
  center: [number, number];
  zoom: number;
  minZoom: number;
  maxZoom: number;
  bounds: [[number, number], [number, number]];
  tileUrl: string;
  attribution: string;
  name: string;
  address: string;
}

export default function ContactMap(props: ContactMapProps) {
  const canvas = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // No tile at all (the tile server unreachable from here: a firewall, a blocker): the address
  // shows again in the map's place, with a line that says why.
  const [noTiles, setNoTiles] = useState(false);

  useEffect(() => {
    let map: import('leaflet').Map | undefined;
    let cancelled = false;
    // Leaflet's ES module build: its CommonJS one would bring esbuild's wrapper for it into a
    // chunk that every island's code imports.
    void import('leaflet/dist/leaflet-src.esm.js').then((L) => {
      if (cancelled || !canvas.current) return;
      // Leaflet fades popups and glides zooms; not for visitors who ask for reduced motion.
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      map = L.map(canvas.current, {
        fadeAnimation: !still,
        zoomAnimation: !still,
        markerZoomAnimation: !still,
        center: props.center,
        zoom: props.zoom,
        minZoom: props.minZoom,
        maxZoom: props.maxZoom,
        maxBounds: props.bounds,
        maxBoundsViscosity: 1,
        // The page scrolls past the map: the wheel zooms only once the map has been clicked.
        scrollWheelZoom: false,
      });
      map.once('focus click', () => map?.scrollWheelZoom.enable());
      let tiles = 0;
      let wait: ReturnType<typeof setTimeout> | undefined;
      L.tileLayer(props.tileUrl, { attribution: props.attribution, maxZoom: props.maxZoom })
        .on('tileload', () => {
          tiles++;
          clearTimeout(wait);
          setNoTiles(false);
          // The map shows with its first tile: until then, the address, never an empty frame.
          setReady(true);
        })
        .on('tileerror', () => {
          if (!tiles && !wait) wait = setTimeout(() => !tiles && setNoTiles(true), TILES_MS);
        })
        .addTo(map);
      const popup = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = props.name;
      popup.append(title, props.address);
      L.marker(props.center, {
        icon: L.divIcon({ className: 'map-marker', html: '<span></span>', iconSize: [34, 34], iconAnchor: [17, 34], popupAnchor: [0, -30] }),
        title: props.name,
        alt: props.name,
      })
        .addTo(map)
        .bindPopup(popup, { autoClose: false, closeOnClick: false })
        .openPopup();
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, []);

  return (
    <div className={['map-frame', ready && 'is-ready', noTiles && 'has-no-tiles'].filter(Boolean).join(' ')} id="carte">
      <div ref={canvas} className="map-canvas" role="region" aria-label={`Carte : ${props.name}, ${props.address}`} />
      <div className="map-static">
        <svg className="icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5" />
        </svg>
        <p>
          <strong>{props.name}</strong>
          <br />
          {props.address}
        </p>
        {noTiles && <p className="map-no-tiles">{mapWords.noTiles}</p>}
      </div>
    </div>
  );
}
