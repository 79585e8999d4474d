/**
 * Payload's Czech texts where they put a collection's name into a sentence ("Vytváření nového
 * {{label}}" → "Vytváření nového Akce"): Czech declines nouns by case and gender and Payload cannot,
 * so these name it after a colon, in the nominative, as Czech software does. Also the mobile menu
 * ("Jídelní lístek" is a restaurant's menu), yes/no cells and empty cells.
 */
export const adminTranslations = {
  cs: {
    fields: {
      addLabel: 'Přidat: {{label}}',
      addNewLabel: 'Přidat nové: {{label}}',
      chooseLabel: 'Vybrat: {{label}}',
      newLabel: 'Nový záznam: {{label}}',
      selectExistingLabel: 'Vybrat existující: {{label}}',
      uploadNewLabel: 'Nahrát nový soubor: {{label}}',
    },
    general: {
      aboutToDelete: 'Opravdu smazat <1>{{title}}</1> ({{label}})?',
      aboutToDeleteCount_one: 'Opravdu smazat vybrané záznamy ({{label}}: {{count}})?',
      aboutToDeleteCount_many: 'Opravdu smazat vybrané záznamy ({{label}}: {{count}})?',
      aboutToDeleteCount_other: 'Opravdu smazat vybrané záznamy ({{label}}: {{count}})?',
      aboutToPermanentlyDelete: 'Opravdu natrvalo smazat <1>{{title}}</1> ({{label}})?',
      createNewLabel: 'Vytvořit: {{label}}',
      creatingNewLabel: 'Nový záznam: {{label}}',
      deleteLabel: 'Smazat: {{label}}',
      deletedCountSuccessfully: 'Smazáno ({{label}}): {{count}}.',
      editLabel: 'Upravit: {{label}}',
      editingLabel_one: 'Úprava vybraných záznamů ({{label}}: {{count}})',
      editingLabel_many: 'Úprava vybraných záznamů ({{label}}: {{count}})',
      editingLabel_other: 'Úprava vybraných záznamů ({{label}}: {{count}})',
      false: 'Ne',
      // Payload's Czech calls the live preview "Náhled", as it calls the Preview button beside it.
      livePreview: 'Živý náhled',
      // the menu button reads "Otevřít/Zavřít {{menu}}" (Payload joins the two words)
      menu: 'nabídku',
      newLabel: 'Nový záznam: {{label}}',
      noLabel: '–',
      // an unset checkbox's cell asks for `general:null`
      null: '–',
      noResults: 'Nic nenalezeno ({{label}}): zatím tu nic není, nebo nic neodpovídá filtrům výše.',
      searchBy: 'Hledat podle: {{label}}',
      selectLabel: 'Vyberte: {{label}}',
      selectedCount: 'Vybráno ({{label}}): {{count}}',
      showAllLabel: 'Zobrazit vše: {{label}}',
      // Payload passes a field's per-language label as an object ("[object Object]"); the button
      // sits in the column's header, which names the column.
      sortByLabelDirection: 'Seřadit: {{direction}}',
      successfullyCreated: 'Vytvořeno: {{label}}.',
      successfullyDuplicated: 'Zkopírováno: {{label}}.',
      titleDeleted: 'Smazáno: {{label}} „{{title}}“.',
      true: 'Ano',
      updatedCountSuccessfully: 'Uloženo ({{label}}): {{count}}.',
      updatedLabelSuccessfully: 'Uloženo: {{label}}.',
    },
    localization: {
      // scheduling a publish: which language version goes live ("Místo" is a place)
      localeToPublish: 'Jazyková verze k publikování',
    },
    version: {
      aboutToPublishSelection: 'Publikovat vybrané záznamy ({{label}})?',
      aboutToRestore: 'Obnovit záznam ({{label}}) do stavu ze dne {{versionDate}}?',
      aboutToRestoreGlobal: 'Obnovit {{label}} do stavu ze dne {{versionDate}}?',
      aboutToUnpublishSelection: 'Zrušit publikování vybraných záznamů ({{label}})?',
      noRowsFound: 'Nic nenalezeno: {{label}}',
      noRowsSelected: 'Nic nevybráno: {{label}}',
      previouslyDraft: 'Dříve koncept',
      viewingVersion: 'Verze záznamu: {{entityLabel}} {{documentTitle}}',
      viewingVersionGlobal: 'Verze: {{entityLabel}}',
      viewingVersions: 'Verze záznamu: {{entityLabel}} {{documentTitle}}',
      viewingVersionsGlobal: 'Verze: {{entityLabel}}',
    },
    // Payload's redirects plugin ships no Czech.
    'plugin-redirects': {
      customUrl: 'Jiná adresa',
      documentToRedirect: 'Stránka, na kterou přesměrovat',
      internalLink: 'Stránka tohoto webu',
      redirectType: 'Druh přesměrování',
      toUrlType: 'Druh cíle',
    },
  },
  en: {
    general: { noLabel: '–', null: '–', sortByLabelDirection: 'Sort: {{direction}}' },
  },
}
