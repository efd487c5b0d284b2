import { options } from 'preact';

/**
 * A field drawn with a `value` shows that value, whatever was typed into it: React puts the value back
 * after every input event; Preact, which runs the app (ADR 0033), only when the screen redraws. A
 * field that keeps digits only (a PIN, a code, a quantity) would otherwise show a typed letter that
 * its state refused, since refusing it changes nothing and so redraws nothing.
 *
 * Preact tells us each value it draws (`options.diffed`); after an input event and the redraw it
 * asked for (queued before this check), a field whose text differs from its drawn value gets it back.
 */
const drawnValues = new WeakMap<EventTarget, string>();

// `__e` is the DOM node of a vnode: Preact 10's internal name (`_dom`, mangled), the one its own
// compatibility layer and devtools read. If an upgrade renames it, controlled-fields.test.tsx fails.
type DrawnNode = { type: unknown; props: { value?: string | number | readonly string[] | null }; __e?: EventTarget | null };

export function keepFieldsControlled(): void {
  const previous = options.diffed?.bind(options);
  options.diffed = (vnode) => {
    previous?.(vnode);
    const { type, props, __e: dom } = vnode as unknown as DrawnNode;
    if ((type === 'input' || type === 'textarea') && dom && props.value !== undefined && props.value !== null) drawnValues.set(dom, String(props.value));
  };
  document.addEventListener('input', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !drawnValues.has(field)) return;
    queueMicrotask(() => {
      const drawn = drawnValues.get(field);
      if (drawn !== undefined && field.value !== drawn) field.value = drawn;
    });
  });
}
