import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useQuery } from '@tanstack/react-query';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { offlineMapQueryOptions, type MapSettings, type Viewport } from '../api/map';
import { CITY_NAMES_URL } from '../lib/map-files';
import { citiesInView, type CityRow } from '../lib/city-labels';
import { fromMapCoords, toMapCoords, type LatLng } from '../lib/map-coords';
import { outlineBoxes } from '../lib/outline-boxes';
import { messages } from '../messages';
import styles from './map-view.module.css';

// The one map of the app (Leaflet). Only the screens that show a map import it, so Leaflet stays out of every
// other chunk. With a tile source set (MAP_TILE_URL) it draws those tiles; without one it draws Natural Earth's
// country outlines served by our own server, so a map works offline and no request leaves our origin.

export type MapMarker = LatLng & { id: string; label: string; active?: boolean; kind?: 'poi' | 'want' | 'content' };

/** Vector outlines have no tile limit; city-level zoom keeps a city's markers apart. */
const OFFLINE_MAX_ZOOM = 16;

export type MapViewProps = {
  settings: MapSettings;
  markers: readonly MapMarker[];
  /** Where to look first; ignored when `fit` is set and there are markers. */
  center: LatLng;
  zoom: number;
  /** Fit the view to the markers (once, on first draw). */
  fit?: boolean;
  /** Pixels at the bottom covered by a card: fitting and panning keep markers above it. */
  bottomInset?: number;
  /** A marker to bring into view (above the card) when it changes. */
  focus?: LatLng | null;
  onMarkerClick?: (id: string) => void;
  /** The visible area in WGS-84 after each move (and once at start). */
  onViewportChange?: (viewport: Viewport, center: LatLng) => void;
  interactive?: boolean;
  className?: string;
  testId?: string;
};

/** What a marker's icon is drawn from: the same key, the same icon, so it is kept as it is. */
const iconKey = (m: MapMarker) => `${m.label}\u0000${m.active ? 1 : 0}\u0000${m.kind ?? ''}`;

type Drawn = { marker: L.Marker; icon: string; lat: number; lng: number };

function markerIcon(marker: MapMarker) {
  const cls = [styles.pin, marker.active ? styles.active : '', marker.kind ? styles[marker.kind] : '']
    .filter(Boolean)
    .join(' ');
  const html = document.createElement('span');
  html.className = cls;
  html.dataset.testid = 'map-marker';
  html.dataset.id = marker.id;
  html.setAttribute('role', 'button');
  html.setAttribute('aria-label', marker.label);
  const drop = document.createElement('span');
  drop.className = styles.drop ?? '';
  const label = document.createElement('span');
  label.className = styles.pinLabel ?? '';
  label.textContent = marker.label;
  html.append(drop, label);
  return L.divIcon({ html, className: styles.pinBox ?? '', iconSize: [0, 0], iconAnchor: [0, 0] });
}

export function MapView({
  settings,
  markers,
  center,
  zoom,
  fit,
  bottomInset = 0,
  focus,
  onMarkerClick,
  onViewportChange,
  interactive = true,
  className,
  testId = 'map',
}: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markerLayer = useRef<L.LayerGroup | null>(null);
  const drawn = useRef(new Map<string, Drawn>());
  const fitted = useRef(false);
  const system = settings.coordType;
  const offline = settings.provider === 'offline' || !settings.tileUrl;
  const outlines = useQuery({ ...offlineMapQueryOptions(settings.offlineUrl), enabled: offline });
  const cities = useQuery({ ...offlineMapQueryOptions(CITY_NAMES_URL), enabled: offline });
  const handlers = useRef({ onMarkerClick, onViewportChange });
  const inset = useRef(bottomInset);
  useLayoutEffect(() => {
    handlers.current = { onMarkerClick, onViewportChange };
    inset.current = bottomInset;
  });

  // The map itself: made once per settings.
  useEffect(() => {
    if (!box.current) return;
    const markersDrawn = drawn.current;
    const start = toMapCoords(center, system);
    const m = L.map(box.current, {
      center: [start.lat, start.lng],
      zoom,
      minZoom: 2,
      maxZoom: offline ? OFFLINE_MAX_ZOOM : settings.maxZoom,
      zoomControl: false,
      attributionControl: true,
      preferCanvas: true,
      dragging: interactive,
      touchZoom: interactive,
      doubleClickZoom: interactive,
      scrollWheelZoom: interactive,
      boxZoom: false,
      keyboard: interactive,
      tap: false,
    } as L.MapOptions);
    m.attributionControl.setPrefix(false);
    // City-level views of the outlines are plain land: the scale says how far things are.
    if (interactive) L.control.scale({ imperial: false, position: 'bottomleft', maxWidth: 80 }).addTo(m);
    if (!offline && settings.tileUrl) {
      L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: settings.maxZoom }).addTo(m);
    }
    markerLayer.current = L.layerGroup().addTo(m);
    const report = () => {
      const b = m.getBounds();
      const sw = fromMapCoords({ lat: b.getSouth(), lng: b.getWest() }, system);
      const ne = fromMapCoords({ lat: b.getNorth(), lng: b.getEast() }, system);
      const c = fromMapCoords(m.getCenter(), system);
      handlers.current.onViewportChange?.(
        {
          minLat: Math.max(-90, sw.lat),
          minLng: Math.max(-180, sw.lng),
          maxLat: Math.min(90, ne.lat),
          maxLng: Math.min(180, ne.lng),
        },
        c,
      );
    };
    m.on('moveend', report);
    map.current = m;
    report();
    // A box that changes size (the page laid out late, a rotated phone) must not leave the map half drawn.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => m.invalidateSize());
    resize?.observe(box.current);
    return () => {
      resize?.disconnect();
      m.remove();
      map.current = null;
      markerLayer.current = null;
      markersDrawn.clear();
      fitted.current = false;
    };
    // center and zoom are where the map starts; later changes go through `focus`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, offline, system, interactive]);

  // The offline base map: country outlines on a sea-blue background.
  useEffect(() => {
    const m = map.current;
    if (!m || !offline || !outlines.data) return;
    const topology = outlines.data as Topology<{ countries: GeometryCollection }>;
    // Making every country of the world a Leaflet polygon cost most of the map's first second on a phone, for a
    // view that shows a city: only the countries near the view are made, and more as the view moves to them.
    const countries = topology.objects.countries.geometries;
    const todo = outlineBoxes(topology, countries).map((b, i) => ({
      geometry: countries[i]!,
      box: L.latLngBounds([b[1], b[0]], [b[3], b[2]]),
    }));
    const land = L.geoJSON(undefined, {
      style: { color: '#c3c9d2', weight: 0.8, fillColor: '#f3f1ea', fillOpacity: 1 },
      interactive: false,
    }).addTo(m);
    const fill = () => {
      const near = m.getBounds().pad(0.5);
      for (let i = todo.length - 1; i >= 0; i--) {
        if (!near.intersects(todo[i]!.box)) continue;
        land.addData(feature(topology, todo[i]!.geometry));
        todo.splice(i, 1);
      }
      land.bringToBack();
    };
    fill();
    m.on('moveend', fill);
    m.attributionControl.addAttribution(messages.map.offline);
    return () => {
      m.off('moveend', fill);
      land.remove();
      m.attributionControl.removeAttribution(messages.map.offline);
    };
  }, [offline, outlines.data]);

  // The offline base map's city names: the biggest in view, more as the view closes in, so a city-level view
  // names the city and its neighbours instead of showing plain land (docs/product/offline.md#maps).
  useEffect(() => {
    const m = map.current;
    if (!m || !offline || !cities.data) return;
    const rows = cities.data as CityRow[];
    const layer = L.layerGroup().addTo(m);
    const draw = () => {
      layer.clearLayers();
      const b = m.getBounds();
      const sw = fromMapCoords({ lat: b.getSouth(), lng: b.getWest() }, system);
      const ne = fromMapCoords({ lat: b.getNorth(), lng: b.getEast() }, system);
      for (const c of citiesInView(
        rows,
        { minLat: sw.lat, minLng: sw.lng, maxLat: ne.lat, maxLng: ne.lng },
        m.getZoom(),
      )) {
        const p = toMapCoords(c, system);
        const html = document.createElement('span');
        html.className = styles.city ?? '';
        html.dataset.testid = 'map-city';
        html.textContent = c.name;
        layer.addLayer(
          L.marker([p.lat, p.lng], {
            icon: L.divIcon({ html, className: styles.cityBox ?? '', iconSize: [0, 0] }),
            interactive: false,
            keyboard: false,
            zIndexOffset: -1000,
          }),
        );
      }
    };
    draw();
    m.on('moveend', draw);
    return () => {
      m.off('moveend', draw);
      layer.remove();
    };
  }, [offline, cities.data, system]);

  // Markers: each list change touches only what changed (a choice redraws two icons, a moved view adds and
  // removes the places that came and went), instead of building every marker's DOM again.
  useEffect(() => {
    const m = map.current;
    const layer = markerLayer.current;
    if (!m || !layer) return;
    const keep = new Set<string>();
    const points: L.LatLng[] = [];
    for (const marker of markers) {
      const p = toMapCoords(marker, system);
      const ll = L.latLng(p.lat, p.lng);
      points.push(ll);
      keep.add(marker.id);
      const icon = iconKey(marker);
      const had = drawn.current.get(marker.id);
      if (had) {
        if (had.icon !== icon) {
          had.marker.setIcon(markerIcon(marker));
          had.marker.setZIndexOffset(marker.active ? 1000 : 0);
          had.icon = icon;
        }
        if (had.lat !== ll.lat || had.lng !== ll.lng) had.marker.setLatLng(ll);
        had.lat = ll.lat;
        had.lng = ll.lng;
        continue;
      }
      const mk = L.marker(ll, {
        icon: markerIcon(marker),
        keyboard: false,
        zIndexOffset: marker.active ? 1000 : 0,
        interactive: !!handlers.current.onMarkerClick,
      });
      mk.on('click', () => handlers.current.onMarkerClick?.(marker.id));
      layer.addLayer(mk);
      drawn.current.set(marker.id, { marker: mk, icon, lat: ll.lat, lng: ll.lng });
    }
    for (const [id, had] of drawn.current) {
      if (keep.has(id)) continue;
      layer.removeLayer(had.marker);
      drawn.current.delete(id);
    }
    if (fit && !fitted.current && points.length > 0) {
      fitted.current = true;
      if (points.length === 1) m.setView(points[0]!, zoom, { animate: false });
      else
        m.fitBounds(L.latLngBounds(points), {
          paddingTopLeft: [32, 48],
          paddingBottomRight: [32, 24 + inset.current],
          maxZoom: 14,
          animate: false,
        });
    }
  }, [markers, system, fit, zoom]);

  // Bring a marker into view above the card.
  useEffect(() => {
    const m = map.current;
    if (!m || !focus) return;
    const p = toMapCoords(focus, system);
    const target = m.project([p.lat, p.lng], m.getZoom()).add([0, inset.current / 2]);
    m.panTo(m.unproject(target, m.getZoom()), { animate: true, duration: 0.3 });
  }, [focus, system]);

  return (
    <div
      className={`${styles.root} ${offline ? styles.offline : ''} ${className ?? ''}`}
      data-testid={testId}
      data-ready={!offline || outlines.isSuccess ? 'true' : 'false'}
      data-provider={offline ? 'offline' : 'tiles'}
      aria-label={messages.map.label}
      role="region"
    >
      <div ref={box} className={styles.canvas} />
      {offline ? (
        <span className={styles.badge} data-testid="offline-base-map">
          {messages.map.offlineBadge}
        </span>
      ) : null}
      {offline && outlines.isError ? <p className={styles.note}>{messages.map.failed}</p> : null}
      {offline && outlines.isPending ? <p className={styles.note}>{messages.map.loading}</p> : null}
    </div>
  );
}

/** Zoom controls for a map screen (the map takes them by id through Leaflet's own API). */
export type { Viewport };
