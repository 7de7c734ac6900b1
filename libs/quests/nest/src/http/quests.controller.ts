import { Controller, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  DashboardResponse,
  GenerateOneQuestBody,
  GenerateOneQuestResponse,
  GenerateQuestsBody,
  GenerateQuestsResponse,
  StartGeneratedQuestBody,
  UpdatePlanBody,
} from '@sidequest/contracts';
import { GenerateOneQuest, GenerateQuests, StartGeneratedQuest, UpdatePlan } from '@sidequest/quests-domain';
import {
  CurrentUser,
  SignedInRoutes,
  SignedInUser,
  WriteGuardExempt,
  type AuthenticatedUser,
} from '@sidequest/platform-auth';
import {
  Answers,
  ApiResponses,
  ENDPOINT_LIMITS,
  OptionalUser,
  RateLimited,
  unwrap,
  ZodBody,
} from '@sidequest/platform-http';
import { DashboardReader } from '../read/dashboard.reader';

const NOT_FOUND = { status: 404, description: "No such quest among the signed-in user's own" };

@ApiTags('quests')
@SignedInRoutes()
@Controller('quests')
export class QuestsController {
  constructor(
    private readonly generateQuests: GenerateQuests,
    private readonly generateOneQuest: GenerateOneQuest,
    private readonly startQuest: StartGeneratedQuest,
    private readonly updatePlan: UpdatePlan,
    private readonly dashboard: DashboardReader,
  ) {}

  @Post('generate')
  @OptionalUser()
  @WriteGuardExempt('writes nothing: answers generated quests (an LLM call), read but not stored')
  // OpenAPI's empty requirement: signing in is optional here.
  @ApiSecurity({})
  @RateLimited(ENDPOINT_LIMITS.questGeneration)
  @ApiOperation({
    summary:
      'Three starter quests for an answer naming up to three jobs, and a question for each job not understood; signed out too (the landing quiz)',
  })
  @Answers(
    200,
    'One quest per job understood, topped up to three; a question per job that was not',
    GenerateQuestsResponse,
  )
  @ApiResponses({ status: 400, description: 'Blank answer, or longer than 500 characters' })
  async generate(
    @SignedInUser() user: AuthenticatedUser | undefined,
    @ZodBody(GenerateQuestsBody) body: GenerateQuestsBody,
  ): Promise<GenerateQuestsResponse> {
    // A signed-in person's reflections steer the order (liked fields first); their typed jobs always stay.
    return unwrap(await this.generateQuests.execute({ answer: body.answer, userId: user?.userId }));
  }

  @Post('generate-one')
  @OptionalUser()
  @WriteGuardExempt('writes nothing: one quest from the catalogue, not stored')
  @ApiSecurity({})
  @RateLimited(ENDPOINT_LIMITS.questGeneration)
  @ApiOperation({ summary: '"Did you mean": one quest for one chosen O*NET occupation, to replace one card' })
  @Answers(200, 'The quest, matched to that occupation', GenerateOneQuestResponse)
  @ApiResponses(
    { status: 400, description: 'No code, a code not shaped like an O*NET-SOC code, or an answer over 500 characters' },
    { status: 404, description: 'A well-formed code the catalogue does not know' },
  )
  generateOne(@ZodBody(GenerateOneQuestBody) body: GenerateOneQuestBody): GenerateOneQuestResponse {
    return { quest: unwrap(this.generateOneQuest.execute({ code: body.code, answer: body.answer })) };
  }

  @Post('start')
  @RateLimited(ENDPOINT_LIMITS.questStart)
  @ApiOperation({
    summary:
      'Start one of the other generated quests: it gets a plan and becomes current; the previous one stays listed',
  })
  @Answers(201, 'The dashboard after the change', DashboardResponse)
  @ApiResponses(NOT_FOUND)
  async start(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(StartGeneratedQuestBody) body: StartGeneratedQuestBody,
  ): Promise<DashboardResponse> {
    unwrap(
      await this.startQuest.execute({ userId: user.userId, questId: body.questId, minutesPerDay: body.minutesPerDay }),
    );
    return this.dashboard.read(user.userId);
  }

  @Patch('current/plan')
  @ApiOperation({ summary: 'Modify Quest: minutes per day (5-480), target days (strictly increasing) and plan days' })
  @Answers(200, 'The dashboard after the change', DashboardResponse)
  @ApiResponses(
    {
      status: 400,
      description: 'Minutes outside 5-480, target days not increasing, or no plan day; details name the field',
    },
    { status: 404, description: 'questId is not the current quest of the signed-in user' },
  )
  async editPlan(
    @CurrentUser() user: AuthenticatedUser,
    @ZodBody(UpdatePlanBody) body: UpdatePlanBody,
  ): Promise<DashboardResponse> {
    const edit = { minutesPerDay: body.minutesPerDay, targetDays: body.targetDays, weekdays: body.weekdays };
    unwrap(await this.updatePlan.execute({ userId: user.userId, questId: body.questId, edit }));
    return this.dashboard.read(user.userId);
  }
}
