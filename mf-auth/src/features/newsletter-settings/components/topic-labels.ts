import type { Topic } from '@raketa/shared/account';

/** The translation key of each topic's name, shared by the form and the unsubscribe page. */
export const TOPIC_LABELS: Record<Topic, string> = {
  jobDigest: 'newsletter.topic.jobDigest',
  startupNews: 'newsletter.topic.startupNews',
  coursesAndEvents: 'newsletter.topic.coursesAndEvents',
  productTips: 'newsletter.topic.productTips',
};
