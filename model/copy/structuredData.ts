/** Words of the pages' structured data (model/structuredData/) that no page text holds. */
export const structuredDataCopy = {
  /** Name of the first breadcrumb, the home page. */
  homeCrumb: 'Start',
};
