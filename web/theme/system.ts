import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  colorSwatchRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (its `defaultConfig`) with only the recipes of the
 * components the app renders: all 77 would add about 15 kB brotli to every
 * page's first download. A component whose recipe is missing renders
 * unstyled; system.test.ts lists the app's Chakra components and fails until
 * their recipes are here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      colorSwatch: colorSwatchRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The brand colour of the product (spec: progress bar #1756A0). */
export const BRAND_COLOR = '#1756A0';

const config = defineConfig({
  globalCss: {
    'html, body': {
      bg: 'bg.subtle',
      color: 'fg',
      fontFamily: 'body',
    },
    // A person who asks their system for less motion gets none: Chakra's own animations (a dialog's
    // or a menu's entrance, a toast's slide, a spinner's turn, a skeleton's pulse) do not ask
    // `prefers-reduced-motion` themselves. Each still runs, in an instant and once, so that what
    // waits for its end (a dialog's exit, a toast's removal) still hears of it.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationDelay: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
        heading: { value: "'Rubik', 'Inter', system-ui, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#EAF1FA' },
          100: { value: '#CCDDF2' },
          200: { value: '#A0C0E6' },
          300: { value: '#6F9DD6' },
          400: { value: '#437BC2' },
          500: { value: '#1756A0' },
          600: { value: '#134A8B' },
          700: { value: '#0F3C72' },
          800: { value: '#0B2E58' },
          900: { value: '#07203E' },
          950: { value: '#041428' },
        },
      },
      radii: {
        tableHeader: { value: '4px' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

/** The Chakra UI v3 system of the web client: Inter for text, Rubik for headings, brand palette around #1756A0. */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);
