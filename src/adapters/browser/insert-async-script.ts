/**
 * Inserts an async script element into the document's head; exactly one of the callbacks runs when the browser is
 * done with it. The support widget's and Google identity's script hosts share it.
 */
export function insertAsyncScript(doc: Document, src: string, events: { onLoad(): void; onError(): void }): { remove(): void } {
  const element = doc.createElement('script');
  element.async = true;
  element.onload = () => events.onLoad();
  element.onerror = () => events.onError();
  element.src = src;
  doc.head.appendChild(element);
  return { remove: () => element.remove() };
}
