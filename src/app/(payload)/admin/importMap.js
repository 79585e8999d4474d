import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SectionRowLabel as SectionRowLabel_5881e0d3b5200caa7db56da90cbdc230 } from '../../../cms/collections/Pages/SectionRowLabel'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ExampleValue as ExampleValue_0d955119e6f58ce347336ff34c003360 } from '../../../cms/adminComponents/ExampleValue'
import { RelationCell as RelationCell_6551aaf2e52df5d12bea67fb888b1c0c } from '../../../cms/adminComponents/RelationCell'
import { TellRegistrantsDescription as TellRegistrantsDescription_14e4d3f40d83d9c7df13d70fbea32156 } from '../../../cms/collections/Events/TellRegistrants'
import { RegistrationCounts as RegistrationCounts_86db4f2753ec3a362cb460f33d51115e } from '../../../cms/collections/EventRegistrations/RegistrationCounts'
import { SendButton as SendButton_4cda1a2a9df784b5f33afa1bd519af57 } from '../../../cms/collections/EventMessages/SendButton'
import { ExportCsvLink as ExportCsvLink_20d7a02b089e8caa935f9d2354351be6 } from '../../../cms/adminComponents/ExportCsvLink'
import { JsonText as JsonText_cf8fda7a710712161a3037da5edf2f09 } from '../../../cms/adminComponents/JsonText'
import { RoleField as RoleField_d1c8337e705c1f34cf9fcd7668cbc1d4 } from '../../../cms/adminComponents/RoleField'
import { Icon as Icon_cb264ead7dfda302fd6bd24ba10b8ddc } from '../../../cms/adminComponents/Brand'
import { Logo as Logo_cb264ead7dfda302fd6bd24ba10b8ddc } from '../../../cms/adminComponents/Brand'
import { CheckInNavLink as CheckInNavLink_d3f9202ef04f9c0a1e32ab9c2e3bae56 } from '../../../cms/adminComponents/CheckIn'
import { PersonalDataNavLink as PersonalDataNavLink_c7cc363cf73ad62e8b017c7901b0a306 } from '../../../cms/adminComponents/PersonalData'
import { StaffGuideNavLink as StaffGuideNavLink_df0123badc8c2703d0748cd872d9babf } from '../../../cms/adminComponents/StaffGuide'
import { Attention as Attention_fac4cd19fd3df0a3a0055111f7700914 } from '../../../cms/adminComponents/Attention'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PersonalDataView as PersonalDataView_c7cc363cf73ad62e8b017c7901b0a306 } from '../../../cms/adminComponents/PersonalData'
import { CheckInView as CheckInView_d3f9202ef04f9c0a1e32ab9c2e3bae56 } from '../../../cms/adminComponents/CheckIn'
import { StaffGuideView as StaffGuideView_df0123badc8c2703d0748cd872d9babf } from '../../../cms/adminComponents/StaffGuide'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/collections/Pages/SectionRowLabel#SectionRowLabel": SectionRowLabel_5881e0d3b5200caa7db56da90cbdc230,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/cms/adminComponents/ExampleValue#ExampleValue": ExampleValue_0d955119e6f58ce347336ff34c003360,
  "/cms/adminComponents/RelationCell#RelationCell": RelationCell_6551aaf2e52df5d12bea67fb888b1c0c,
  "/cms/collections/Events/TellRegistrants#TellRegistrantsDescription": TellRegistrantsDescription_14e4d3f40d83d9c7df13d70fbea32156,
  "/cms/collections/EventRegistrations/RegistrationCounts#RegistrationCounts": RegistrationCounts_86db4f2753ec3a362cb460f33d51115e,
  "/cms/collections/EventMessages/SendButton#SendButton": SendButton_4cda1a2a9df784b5f33afa1bd519af57,
  "/cms/adminComponents/ExportCsvLink#ExportCsvLink": ExportCsvLink_20d7a02b089e8caa935f9d2354351be6,
  "/cms/adminComponents/JsonText#JsonText": JsonText_cf8fda7a710712161a3037da5edf2f09,
  "/cms/adminComponents/RoleField#RoleField": RoleField_d1c8337e705c1f34cf9fcd7668cbc1d4,
  "/cms/adminComponents/Brand#Icon": Icon_cb264ead7dfda302fd6bd24ba10b8ddc,
  "/cms/adminComponents/Brand#Logo": Logo_cb264ead7dfda302fd6bd24ba10b8ddc,
  "/cms/adminComponents/CheckIn#CheckInNavLink": CheckInNavLink_d3f9202ef04f9c0a1e32ab9c2e3bae56,
  "/cms/adminComponents/PersonalData#PersonalDataNavLink": PersonalDataNavLink_c7cc363cf73ad62e8b017c7901b0a306,
  "/cms/adminComponents/StaffGuide#StaffGuideNavLink": StaffGuideNavLink_df0123badc8c2703d0748cd872d9babf,
  "/cms/adminComponents/Attention#Attention": Attention_fac4cd19fd3df0a3a0055111f7700914,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/adminComponents/PersonalData#PersonalDataView": PersonalDataView_c7cc363cf73ad62e8b017c7901b0a306,
  "/cms/adminComponents/CheckIn#CheckInView": CheckInView_d3f9202ef04f9c0a1e32ab9c2e3bae56,
  "/cms/adminComponents/StaffGuide#StaffGuideView": StaffGuideView_df0123badc8c2703d0748cd872d9babf,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
