import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Elements that would run or pull in code, or change how the page resolves URLs. */
const DROPPED_ELEMENTS = 'script, noscript, iframe, frame, object, embed, base, link, meta';
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * A remote view's body as nodes that run nothing: a remote app's code comes
 * only through `scriptsToLoad` and `codeToEval` (checked and run by the host),
 * never through markup in its body. Parsed in an inert
 * <template> (nothing loads or fires while parsing), then stripped of script
 * and embedding elements, inline event handlers (on*) and javascript: URLs.
 */
export function inertFragment(html: string, ownerDocument: Document = document): DocumentFragment {
  const template = ownerDocument.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const element of Array.from(content.querySelectorAll(DROPPED_ELEMENTS))) element.remove();
  for (const element of Array.from(content.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces inside a URL scheme, so compare without them.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && value.startsWith('javascript:'))) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  return content;
}

/**
 * The view's own style, applied inside its container only (CSS nesting under
 * the container's selector), so a remote app cannot restyle the shell.
 */
export function scopedStyle(style: string, containerSelector: string): string {
  return `${containerSelector} {\n${style}\n}`;
}

/**
 * A container ref whose element holds `html` mounted inert (inertFragment):
 * the remote view's or component's body, replaced when it changes and
 * cleared when the element goes.
 */
export function useInertHtml<T extends HTMLElement>(html: string | null): RefObject<T | null> {
  const container = useRef<T>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    element.replaceChildren(inertFragment(html ?? '', element.ownerDocument));
    return () => element.replaceChildren();
  }, [html]);
  return container;
}
