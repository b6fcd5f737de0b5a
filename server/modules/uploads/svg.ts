/**
 * SVG uploads are parsed as XML (namespaces resolved, so `<s:script xmlns:s="...svg">` is seen as
 * the SVG script it is) and every element and attribute must be on an allowlist of static drawing
 * parts, named by namespace URI and local name. Nothing is cleaned: one unknown part refuses the
 * file. Scripts, event handlers, foreign objects, animation (it can rewrite links), images and
 * every reference that leaves the file (href, url(), @import) are not on the list; a link may only
 * name a '#fragment' of the same file. DOCTYPE, entities and processing instructions (other than
 * the XML declaration) are refused, so the parser never expands or fetches anything.
 */
import { SaxesParser, type SaxesAttributeNS } from 'saxes';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
/**
 * Editors' bookkeeping (Inkscape, Sodipodi, the RDF licence block in <metadata>): browsers keep
 * these as inert unknown XML, never render or run them. Their elements and attributes pass;
 * their attribute values are still checked like any other.
 */
const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
]);

const FILTER_PRIMITIVES = [
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

/** SVG elements that only draw. Not here: script, foreignObject, image, feImage, a, animate*, set, iframe... */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'switch',
  'desc',
  'title',
  'metadata',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'linearGradient',
  'radialGradient',
  'stop',
  'filter',
  ...FILTER_PRIMITIVES,
]);

/** Attributes without a namespace that SVG elements may carry (geometry, paint, text, filters). */
const SVG_ATTRIBUTES = new Set(
  `id class style lang tabindex role focusable aria-label aria-hidden aria-labelledby aria-describedby
  version baseProfile viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr
  d points pathLength transform transform-origin href
  fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility overflow
  clip clip-path clip-rule mask filter marker-start marker-mid marker-end markerWidth markerHeight markerUnits
  refX refY orient gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity
  patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits
  filterUnits primitiveUnits font font-family font-size font-size-adjust font-weight font-style font-variant
  font-stretch text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
  text-decoration writing-mode direction unicode-bidi dx dy rotate lengthAdjust textLength startOffset
  method spacing side in in2 result stdDeviation mode type values operator k1 k2 k3 k4 kernelMatrix
  order divisor bias targetX targetY edgeMode preserveAlpha surfaceScale diffuseConstant specularConstant
  specularExponent kernelUnitLength lighting-color flood-color flood-opacity azimuth elevation
  pointsAtX pointsAtY pointsAtZ z limitingConeAngle scale xChannelSelector yChannelSelector radius
  baseFrequency numOctaves seed stitchTiles tableValues slope intercept amplitude exponent
  color-interpolation color-interpolation-filters color-rendering shape-rendering text-rendering
  image-rendering paint-order vector-effect mix-blend-mode isolation enable-background
  systemLanguage requiredFeatures requiredExtensions media`.split(/\s+/),
);

/** CSS (a style attribute or element, or any value) may only point inside the file. */
function isSafeCss(css: string): boolean {
  // Escapes could spell any of the words below in disguise; drawings do not need them.
  if (css.includes('\\')) return false;
  if (/@import|expression\s*\(|javascript\s*:|behavior\s*:|-moz-binding/i.test(css)) return false;
  for (const match of css.matchAll(/url\s*\(\s*(["']?)\s*([^)]*)/gi)) {
    if (!match[2].startsWith('#')) return false;
  }
  return true;
}

const isFragment = (value: string) => /^#[^\s]*$/.test(value.trim());

function isSafeAttribute(attribute: SaxesAttributeNS, elementUri: string): boolean {
  const { uri, local, value } = attribute;
  // An editor's own attributes (file names, zoom, licence links) are never read by a browser.
  if (EDITOR_NAMESPACES.has(uri)) return true;
  if (!isSafeCss(value)) return false;
  if (uri === XMLNS_NS || (uri === '' && attribute.name === 'xmlns')) return true;
  if (uri === XLINK_NS) return local === 'href' && isFragment(value);
  if (uri === XML_NS) return local === 'space' || local === 'lang';
  if (uri !== '' || elementUri !== SVG_NS) return uri === '' && EDITOR_NAMESPACES.has(elementUri) && !local.startsWith('on');
  if (!SVG_ATTRIBUTES.has(local)) return false;
  return local !== 'href' || isFragment(value);
}

/** Thrown inside the parser's handlers to stop at the first unsafe part. */
class Unsafe extends Error {}

/** True when the text parses as XML whose root is an SVG element and every part is on the allowlist. */
export function isSafeSvgDocument(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const refuse = () => {
    throw new Unsafe();
  };
  let root = true;
  /** The text of the <style> element being read: checked whole at its end (comments or CDATA could split a word). */
  let style: string | undefined;
  parser.on('error', refuse);
  parser.on('doctype', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('opentag', (tag) => {
    const uri = tag.uri ?? '';
    const allowed = uri === SVG_NS ? SVG_ELEMENTS.has(tag.local ?? '') : !root && EDITOR_NAMESPACES.has(uri);
    if (!allowed || (root && tag.local !== 'svg') || style !== undefined) refuse();
    root = false;
    for (const attribute of Object.values(tag.attributes)) if (!isSafeAttribute(attribute, uri)) refuse();
    if (uri === SVG_NS && tag.local === 'style') style = '';
  });
  parser.on('closetag', () => {
    if (style !== undefined && !isSafeCss(style)) refuse();
    style = undefined;
  });
  const collect = (text: string) => {
    if (style !== undefined) style += text;
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  try {
    parser.write(text).close();
  } catch {
    // Malformed XML, an unbound prefix, an unknown entity, or an unsafe part: all refused.
    return false;
  }
  return !root;
}
