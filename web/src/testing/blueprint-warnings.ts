/**
 * Blueprint's development warnings (`[Blueprint] …`), e.g. its legacy `<Popover>`, which
 * mis-positions its content under React 19 and asks for `<PopoverNext>` instead.
 */
const PREFIX = '[Blueprint]';

/**
 * Starts listening to `console.warn` (the warnings still print) and answers a function that stops
 * listening and returns the Blueprint warnings logged in between.
 */
export function collectBlueprintWarnings(): () => string[] {
  const spy = jest.spyOn(console, 'warn');
  return () => {
    const texts = spy.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => text.startsWith(PREFIX));
    spy.mockRestore();
    return texts;
  };
}
