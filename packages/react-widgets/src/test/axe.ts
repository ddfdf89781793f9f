import axe from "axe-core";

/**
 * The axe-core violations in a rendered tree, reduced to what a failing assertion should
 * print. The `region` rule is off: a widget rendered alone in a test is not a whole page
 * with landmarks.
 *
 * @example
 * ```ts
 * render(<DemoOpen />);
 * expect(await axeViolations()).toEqual([]);
 * ```
 */
export async function axeViolations(context: Element = document.body) {
  const results = await axe.run(context, { rules: { region: { enabled: false } } });
  return results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    elements: violation.nodes.map((node) => node.html),
  }));
}
