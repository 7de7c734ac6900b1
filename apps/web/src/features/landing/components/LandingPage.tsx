import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Badge, Button, Card, PageSpinner } from '@sidequest/web-ui';
import { paths } from '../../../lib/paths';
import { jobsToTry } from '../../../lib/quests/try-jobs';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSignedInRedirect } from '../../../lib/session';
import { LandingIcon, type LandingIconName } from './LandingIcons';

const steps: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'sparkles',
    title: 'Name three universes',
    text: 'Describe three jobs you would be excited to try, however far-fetched they feel today.',
  },
  {
    icon: 'compass',
    title: 'Receive starter quests',
    text: 'Get small, real-world actions tailored to your answers, and pick one as your current quest.',
  },
  {
    icon: 'map',
    title: 'Thirty minutes a day',
    text: 'Follow a daily plan with milestones, track your progress and export it to your calendar.',
  },
];

// The quiz and its quest library load when the visitor opens it: the landing's first paint stays in budget.
const LandingQuiz = lazy(() => import('./LandingQuiz').then((m) => ({ default: m.LandingQuiz })));

export function LandingPage() {
  useDocumentTitle('');
  const navigate = useNavigate();
  // With a session the landing page hands over to /onboarding or /dashboard.
  const leaving = useSignedInRedirect();
  // "Try these" from the interest profiler opens the quiz with the picked jobs, as if typed.
  const { state } = useLocation();
  const [tryJobs, setTryJobs] = useState(() => jobsToTry(state));
  const [quiz, setQuiz] = useState(tryJobs.length > 0);

  if (leaving) return <PageSpinner label="Opening your quests" />;
  return (
    <div className="landing">
      {quiz ? (
        <Suspense fallback={<PageSpinner label="Opening the quiz" />}>
          <LandingQuiz
            initialJobs={tryJobs}
            onStartOver={() => {
              setTryJobs([]);
              setQuiz(false);
            }}
          />
        </Suspense>
      ) : (
        <section className="landing__intro" aria-labelledby="landing-title">
          <Badge variant="gold">
            <LandingIcon name="sparkles" size={14} /> Career exploration, one quest at a time
          </Badge>
          <h1 id="landing-title" className="landing__title">
            Your next chapter is a <span className="sq-gradient-text">side quest</span> away
          </h1>
          <p className="landing__lead">
            SideQuest turns the careers and passions you are curious about into small quests you can try this week, so
            you learn what fits by doing, not by guessing.
          </p>
          <div className="landing__actions">
            <Button variant="hero" size="lg" onClick={() => navigate(paths.auth)}>
              Begin
            </Button>
            <p className="landing__login">
              Already on a quest? <Link to={`${paths.auth}?mode=login`}>Log In</Link>
            </p>
            <Button variant="secondary" onClick={() => setQuiz(true)}>
              Take the three-universe quiz
            </Button>
          </div>
        </section>
      )}

      <ol className="landing__steps" aria-label="How SideQuest works">
        {steps.map(({ icon, title, text }, index) => (
          <li key={title}>
            <Card className="landing__step">
              <span className="landing__step-icon" aria-hidden="true">
                <LandingIcon name={icon} size={22} />
              </span>
              <p className="landing__step-number">Step {index + 1}</p>
              <h2 className="landing__step-title">{title}</h2>
              <p className="landing__step-text">{text}</p>
            </Card>
          </li>
        ))}
      </ol>

      <figure className="landing__quote">
        <blockquote>
          <p>“The journey of a thousand miles begins with a single step.”</p>
        </blockquote>
        <figcaption>Lao Tzu</figcaption>
      </figure>
    </div>
  );
}
