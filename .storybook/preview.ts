import type { Decorator, Preview } from "@storybook/react-vite";

// No JSX and no React import here: this folder sits outside every package, so React is
// only resolvable from the stories themselves.

const DARK_CANVAS = { background: "#020617", color: "#f1f5f9" };

/**
 * Applies the theme toolbar value. The attribute goes on <html> because dialogs and
 * toasts render in portals outside any story wrapper.
 */
const withTheme: Decorator = (Story, context) => {
  const dark = context.globals.theme === "dark";
  const { documentElement, body } = document;
  if (dark) documentElement.dataset.rlTheme = "dark";
  else delete documentElement.dataset.rlTheme;
  body.style.background = dark ? DARK_CANVAS.background : "";
  body.style.color = dark ? DARK_CANVAS.color : "";
  return Story();
};

/**
 * Passes the locale toolbar value to the widget unless the story pins its own, or the
 * component has no texts of its own (`parameters: { localized: false }`), where a
 * `locale` prop would end up as an HTML attribute.
 */
const withLocale: Decorator = (Story, context) => {
  if (context.args.locale !== undefined || context.parameters.localized === false) return Story();
  return Story({ args: { ...context.args, locale: context.globals.locale ?? "en" } });
};

const preview: Preview = {
  decorators: [withLocale, withTheme],
  globalTypes: {
    locale: {
      description: "Language of the widgets",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English" },
          { value: "es", title: "Español" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Colour theme of the widgets",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", theme: "light" },
  parameters: {
    // Any accessibility violation fails the story's test instead of only being listed.
    a11y: { test: "error" },
    controls: { expanded: true },
    layout: "centered",
  },
};

export default preview;
