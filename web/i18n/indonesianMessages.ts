import { assembled, type Catalogue } from './compiledCatalogue';

/** The Indonesian catalogue, every area's messages together: one module, loaded as one chunk (catalogues.ts). */
const indonesianMessages: Catalogue = assembled(
  import.meta.glob<Catalogue>('../**/messages/id.json', {
    eager: true,
    query: '?compiled-messages',
    import: 'default',
  }),
);
export default indonesianMessages;
