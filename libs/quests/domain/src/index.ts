export * from './catalogue/fields';
export { recognise, type Recognition } from './catalogue/catalogue';
export { CATALOGUE_OCCUPATIONS, occupationByCode, type Occupation } from './catalogue/occupation-fields';
export * from './generator/quest-draft';
export * from './generator/interests';
export {
  BuiltInQuestGenerator,
  generateQuestDrafts,
  generateQuestForOccupation,
  generateQuestSet,
  signatureQuestsFor,
  type GeneratorSources,
} from './generator/built-in-quest-generator';
export { isSignatureQuestId, parseSignatureQuestId, signaturePlanSteps } from './generator/signature-ids';
export { signatureIndex, signatureEntry, type SignatureIndex } from './catalogue/occupations';
export { SIGNATURE_ENTRIES } from './catalogue/signatures/signatures';
export type { SignatureEntry, SignatureQuest, SignatureMilestone } from './catalogue/signatures/signature';
export * from './model/quest-records';
export * from './ports/quest-generator.port';
export * from './ports/quests-ports';
export * from './use-cases/generate-quests.use-case';
export * from './use-cases/complete-onboarding.use-case';
export * from './use-cases/delete-generated-quest.use-case';
export * from './use-cases/start-generated-quest.use-case';
export * from './use-cases/update-plan.use-case';
export * from './use-cases/find-current-quest.use-case';
export * from './use-cases/generate-one-quest.use-case';
export { templateMisfits, WORK_SPECIFIC, type TemplateMisfit } from './catalogue/template-fit';
export { tokens as answerTokens } from './catalogue/text';
export * from './community/community-quest';
export { communityQuestCatalogue, CATALOGUE_PUBLISHED_AT } from './community/community-quest-catalogue';
export * from './community/community-catalogue.port';
export * from './community/read-community-catalogue.use-case';
export * from './community/community-quest-list';
export * from './community/community-quest-board.port';
export * from './community/premium-access.port';
export * from './community/list-community-quests.use-case';
export * from './quests-use-cases';
export * from './taste/quest-taste';
export * from './use-cases/find-signature-quests.use-case';
