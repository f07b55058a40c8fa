import { assembled, type Catalogue } from './compiledCatalogue';

/**
 * The English messages of the screens behind sign-in (catalogueParts.ts),
 * every area's together: one module, so the app's layout loads them as one
 * chunk (catalogues.ts, loadAppMessages).
 */
const englishAppMessages: Catalogue = assembled(
  import.meta.glob<Catalogue>('../**/messages/en.json', {
    eager: true,
    query: '?compiled-messages&part=app',
    import: 'default',
  }),
);
export default englishAppMessages;
