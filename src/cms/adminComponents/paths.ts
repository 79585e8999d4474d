/** Admin components named by path (Payload's import map, baseDir src/): one place for each. */
export const RELATION_CELL = '/cms/adminComponents/RelationCell#RelationCell'
export const JSON_TEXT_FIELD = '/cms/adminComponents/JsonText#JsonText'
export const BRAND_LOGO = '/cms/adminComponents/Brand#Logo'
export const BRAND_ICON = '/cms/adminComponents/Brand#Icon'
