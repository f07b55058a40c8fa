/** A screen of the spec's route table that is not built yet: it still shows a proper page. */
export type PlaceholderPage = {
  path: string;
  title: { id: string };
  description: { id: string };
};

const page = (path: string, title: string, description: string): PlaceholderPage => ({
  path,
  title: { id: `page.${title}` },
  description: { id: `page.${description}.description` },
});

/** Routes inside the signed-in layout that are not built yet, exactly as the spec lists them. */
export const APP_PLACEHOLDER_PAGES: PlaceholderPage[] = [
  page('/settlement', 'settlement', 'settlement'),
];

/** Routes open to anyone (outside the signed-in layout) that are not built yet. */
export const PUBLIC_PLACEHOLDER_PAGES: PlaceholderPage[] = [];
