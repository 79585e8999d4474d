/** Admin components named by path (Payload's import map, baseDir src/): one place for each. */
export const RELATION_CELL = '/cms/adminComponents/RelationCell#RelationCell'
export const JSON_TEXT_FIELD = '/cms/adminComponents/JsonText#JsonText'
export const BRAND_LOGO = '/cms/adminComponents/Brand#Logo'
export const BRAND_ICON = '/cms/adminComponents/Brand#Icon'
export const ATTENTION = '/cms/adminComponents/Attention#Attention'
export const SECTION_ROW_LABEL = '/cms/collections/Pages/SectionRowLabel#SectionRowLabel'
export const PERSONAL_DATA_VIEW = '/cms/adminComponents/PersonalData#PersonalDataView'
export const PERSONAL_DATA_NAV = '/cms/adminComponents/PersonalData#PersonalDataNavLink'
