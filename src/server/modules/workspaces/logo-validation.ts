// Checks an uploaded logo by its bytes, not by the Content-Type it was sent with (issue 19).
// A PNG must have the PNG signature, an IHDR chunk of sane dimensions and an IEND chunk. An SVG
// is a document a browser may run, so we accept only plain drawings: an <svg> root, well-formed
// tags, and nothing that can run code or load anything from elsewhere. Anything else is refused
// with a message that says what to change; we never try to repair a file.
import { logoTypes, workspaceLimits, type LogoType } from '../../../shared/workspaces.js';
import { HttpError } from '../../http/errors.js';

export const MAX_LOGO_SIDE = 4096;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

const invalid = (message: string) => new HttpError(400, message, 'logo_invalid');

/** The logo type a Content-Type header names, or null (then the upload is a 415). */
export function logoTypeOf(contentType: string | undefined): LogoType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (logoTypes as readonly string[]).includes(type) ? (type as LogoType) : null;
}

export function unsupportedLogoType(): HttpError {
  return new HttpError(415, 'The logo must be a PNG or SVG file (Content-Type image/png or image/svg+xml).', 'logo_type');
}

export function oversizedLogo(): HttpError {
  return new HttpError(413, `The logo is too large: at most ${workspaceLimits.logoMaxBytes / 1024} KB.`, 'logo_too_large');
}

/** Throws a 400/413 HttpError unless `bytes` are a logo of `type` we are willing to serve. */
export function validateLogo(bytes: Buffer, type: LogoType): void {
  if (bytes.length === 0) throw invalid('The logo file is empty.');
  if (bytes.length > workspaceLimits.logoMaxBytes) throw oversizedLogo();
  if (type === 'image/png') validatePng(bytes);
  else validateSvg(bytes);
}

export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function validatePng(bytes: Buffer): void {
  const size = pngSize(bytes);
  if (!size) throw invalid('This file is not a PNG image (its PNG signature or header is missing).');
  const { width, height } = size;
  if (width < 1 || height < 1 || width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) {
    throw invalid(`The PNG must be between 1 and ${MAX_LOGO_SIDE} pixels wide and high (this one is ${width} × ${height}).`);
  }
  const bitDepth = bytes[24]!;
  const colorType = bytes[25]!;
  if (![0, 2, 3, 4, 6].includes(colorType) || ![1, 2, 4, 8, 16].includes(bitDepth)) throw invalid('This PNG has an invalid header.');
  if (!bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND)) throw invalid('This PNG is incomplete (it does not end with an IEND chunk).');
}

// ---------------------------------------------------------------------------------------------
// SVG

type Attr = { name: string; value: string };
type Tag = { kind: 'open' | 'close' | 'self'; name: string; attrs: Attr[] };

/** Elements that run code, embed other documents or make requests. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'frame', 'frameset', 'applet', 'handler', 'listener', 'link', 'meta', 'base', 'audio', 'video']);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]*$/i;

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

/** Numeric and the five XML character references decoded, so "&#106;avascript:" is seen as what it is. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);?/gi, (_, ref: string) => {
    const r = ref.toLowerCase();
    if (r.startsWith('#x')) return String.fromCodePoint(Math.min(parseInt(r.slice(2), 16), 0x10ffff));
    if (r.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(r.slice(1), 10), 0x10ffff));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[r]!;
  });
}

/** What a browser would see once entities, whitespace and control characters are gone. */
// eslint-disable-next-line no-control-regex
const squeezed = (text: string) => decodeEntities(text).replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '').toLowerCase();

/** A reference is fine when it stays inside the file (#id) or is an inline raster image. */
function isInternalReference(value: string): boolean {
  const v = squeezed(value);
  return v === '' || v.startsWith('#') || SAFE_DATA_IMAGE.test(v);
}

/** Every url(…) target in CSS or an attribute value must be internal. */
function checkUrls(text: string): void {
  const css = decodeEntities(text).replace(/\\/g, '');
  if (/@import/i.test(css)) throw invalid('The SVG imports a style sheet from elsewhere; embed its styles instead.');
  for (const m of css.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    if (!isInternalReference(m[2]!)) throw invalid('The SVG refers to an external file (url(…)); logos must be self-contained.');
  }
}

function tokenize(svg: string): { tags: Tag[]; texts: string[] } {
  const tags: Tag[] = [];
  const texts: string[] = [];
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt < 0) {
      texts.push(svg.slice(i));
      break;
    }
    texts.push(svg.slice(i, lt));
    if (svg.startsWith('<!--', lt)) {
      const end = svg.indexOf('-->', lt + 4);
      if (end < 0) throw invalid('The SVG is not well-formed (an unclosed comment).');
      i = end + 3;
      continue;
    }
    if (svg.startsWith('<![CDATA[', lt)) {
      const end = svg.indexOf(']]>', lt + 9);
      if (end < 0) throw invalid('The SVG is not well-formed (an unclosed CDATA section).');
      texts.push(svg.slice(lt + 9, end));
      i = end + 3;
      continue;
    }
    if (svg.startsWith('<?', lt)) {
      const end = svg.indexOf('?>', lt + 2);
      if (end < 0) throw invalid('The SVG is not well-formed (an unclosed processing instruction).');
      // Only the XML declaration itself; <?xml-stylesheet …?> would load a style sheet.
      if (lt !== 0 || !/^<\?xml\s/i.test(svg.slice(lt, end + 2))) throw invalid('The SVG contains a processing instruction; only the <?xml …?> declaration is allowed.');
      i = end + 2;
      continue;
    }
    if (svg.startsWith('<!', lt)) throw invalid('The SVG contains a DOCTYPE or ENTITY declaration; remove it.');
    // A tag: read to the '>' that is outside quotes.
    let j = lt + 1;
    let quote: string | null = null;
    for (; j < svg.length; j++) {
      const c = svg[j]!;
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
      else if (c === '<') throw invalid('The SVG is not well-formed (a "<" inside a tag).');
    }
    if (j >= svg.length) throw invalid('The SVG is not well-formed (a tag is not closed).');
    tags.push(parseTag(svg.slice(lt + 1, j)));
    i = j + 1;
  }
  return { tags, texts };
}

function parseTag(body: string): Tag {
  if (body.startsWith('/')) {
    const name = body.slice(1).trim();
    if (!/^[A-Za-z_][\w.:-]*$/.test(name)) throw invalid('The SVG is not well-formed (a bad closing tag).');
    return { kind: 'close', name, attrs: [] };
  }
  const self = body.endsWith('/');
  const inner = self ? body.slice(0, -1) : body;
  const nameMatch = /^[A-Za-z_][\w.:-]*/.exec(inner);
  if (!nameMatch) throw invalid('The SVG is not well-formed (a tag without a name).');
  const attrs: Attr[] = [];
  let rest = inner.slice(nameMatch[0].length);
  const attr = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/;
  for (;;) {
    const m = attr.exec(rest);
    if (!m) break;
    attrs.push({ name: m[1]!, value: m[3] ?? m[4] ?? '' });
    rest = rest.slice(m[0].length);
  }
  if (rest.trim() !== '') throw invalid('The SVG is not well-formed (an attribute without a quoted value).');
  return { kind: self ? 'self' : 'open', name: nameMatch[0], attrs };
}

function checkTag(tag: Tag): void {
  const name = localName(tag.name);
  if (name === 'script') throw invalid('The SVG contains a script; logos must be plain drawings without scripts.');
  if (FORBIDDEN_ELEMENTS.has(name)) throw invalid(`The SVG contains a <${tag.name}> element, which could embed or run other content; remove it.`);
  for (const { name: attrName, value } of tag.attrs) {
    const local = localName(attrName);
    if (local.startsWith('on')) throw invalid(`The SVG has an event-handler attribute (${attrName}); logos must not run scripts.`);
    const v = squeezed(value);
    if (v.includes('javascript:') || v.includes('vbscript:')) throw invalid('The SVG contains a javascript: link; remove it.');
    if (local === 'href' || local === 'src') {
      if (!isInternalReference(value)) {
        throw invalid(
          v.startsWith('data:')
            ? 'The SVG embeds a data: URL that is not a PNG, JPEG, GIF or WebP image; remove it.'
            : 'The SVG refers to an external file (href); logos must be self-contained.',
        );
      }
    }
    // An animation could set href (or an event attribute) to something else later.
    if ((local === 'attributename' && /^(.*:)?(href|src|on\w*)$/i.test(value.trim())) || (name === 'animate' && local === 'values' && v.includes(':'))) {
      throw invalid('The SVG animates a link or event attribute; remove that animation.');
    }
    checkUrls(value);
  }
}

function validateSvg(bytes: Buffer): void {
  const svg = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (svg.includes('\uFFFD') || svg.includes('\u0000')) throw invalid('The SVG is not UTF-8 text.');
  if (squeezed(svg).includes('javascript:') || /<!(doctype|entity)/i.test(svg)) {
    throw invalid(/<!(doctype|entity)/i.test(svg) ? 'The SVG contains a DOCTYPE or ENTITY declaration; remove it.' : 'The SVG contains a javascript: link; remove it.');
  }
  const trimmed = svg.trim();
  if (!trimmed.startsWith('<') || !trimmed.endsWith('>')) throw invalid('This file is not an SVG image (it must start and end with markup).');
  const { tags, texts } = tokenize(trimmed);
  const first = tags[0];
  if (!first || localName(first.name) !== 'svg' || first.kind === 'close') throw invalid('This file is not an SVG image (its root element must be <svg>).');
  const stack: string[] = [];
  let closedRoot = false;
  for (const tag of tags) {
    if (closedRoot) throw invalid('The SVG is not well-formed (content after the closing </svg>).');
    checkTag(tag);
    if (tag.kind === 'open') stack.push(tag.name);
    else if (tag.kind === 'close') {
      if (stack.pop() !== tag.name) throw invalid(`The SVG is not well-formed (</${tag.name}> closes the wrong element).`);
    }
    if (stack.length === 0) closedRoot = true;
  }
  if (stack.length) throw invalid(`The SVG is not well-formed (<${stack.at(-1)}> is never closed).`);
  // Style sheets (and any other text) inside the root.
  for (const text of texts) checkUrls(text);
}
