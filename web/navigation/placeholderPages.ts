/** A screen of the spec's route table that is not built yet: it still shows a proper page. */
export type PlaceholderPage = {
  path: string;
  title: { id: string };
  description: { id: string };
};

/** Routes inside the signed-in layout that are not built yet, exactly as the spec lists them. */
export const APP_PLACEHOLDER_PAGES: PlaceholderPage[] = [];

/** Routes open to anyone (outside the signed-in layout) that are not built yet. */
export const PUBLIC_PLACEHOLDER_PAGES: PlaceholderPage[] = [];
