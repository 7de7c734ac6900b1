import { SignatureQuestsResponse, type PrerenderedOccupation } from '@sidequest/contracts';
import { allOccupations, occupationProfile } from '@sidequest/occupations-domain';
import { signatureQuestsFor } from '@sidequest/quests-domain';
// The presenter file alone (type imports only), not @sidequest/occupations-nest, which would bring NestJS into the build.
// eslint-disable-next-line no-restricted-imports
import { detailDto } from '../../libs/occupations/nest/src/http/occupation-detail.presenter';

/**
 * Every current occupation's page as GET /api/occupations/:code answers it (the same presenter), with its
 * signature quests as GET /api/quests/signature answers them (the same use case and schema), for the
 * web build's pre-render of /occupations/:code (apps/web/build/prerender.plugin.ts). Built for Node by Vite
 * beside the web's server entry, so the browser bundle never holds the catalogue.
 */
export function occupationDetails(): PrerenderedOccupation[] {
  return allOccupations().flatMap((occupation) => {
    const profile = occupationProfile(occupation.code);
    if (!profile) return [];
    const { code } = occupation;
    const [answer] = SignatureQuestsResponse.parse({
      occupations: [{ code, quests: signatureQuestsFor(code) }],
    }).occupations;
    return [{ ...detailDto(profile), signature_quests: answer?.quests ?? [] }];
  });
}
