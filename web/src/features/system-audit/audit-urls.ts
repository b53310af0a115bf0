/** The audit lists' queries in the URL, and the operation log record a link opens. */
import { AUDIT_LOG_ID_PATTERN } from '@shared/contract/patterns/forms';
import {
  type ListUrl,
  choiceParam,
  instantParam,
  keywordParam,
  pageParams,
  patternParam,
  sortParams,
} from '@/components/crud/list-query-params';
import { orderedRange } from '@/components/crud/time-range';
import {
  AUDITED_OPERATIONS,
  AUDIT_RECORD_TYPES,
  AUDIT_RESULTS,
  type OperationLogQuery,
  SIGN_IN_EVENTS,
  type SignInLogQuery,
} from './api';

const timeRange = { from: instantParam('from'), to: instantParam('to') };

/** The operation log's query in the URL: `?q=&operation=&type=&result=&from=&to=&sort=&order=&page=&size=`. */
export const operationLogUrl: ListUrl<OperationLogQuery> = {
  params: {
    ...pageParams,
    ...sortParams(['at', 'userName', 'operation', 'recordType', 'result']),
    queryValue: keywordParam,
    operation: choiceParam('operation', AUDITED_OPERATIONS),
    recordType: choiceParam('type', AUDIT_RECORD_TYPES),
    result: choiceParam('result', AUDIT_RESULTS),
    ...timeRange,
  },
  normalize: orderedRange,
};

/** The sign-in log's query in the URL: `?q=&event=&result=&from=&to=&sort=&order=&page=&size=`. */
export const signInLogUrl: ListUrl<SignInLogQuery> = {
  params: {
    ...pageParams,
    ...sortParams(['at', 'userName', 'event', 'result']),
    queryValue: keywordParam,
    event: choiceParam('event', SIGN_IN_EVENTS),
    result: choiceParam('result', AUDIT_RESULTS),
    ...timeRange,
  },
  normalize: orderedRange,
};

/** The operation log record whose details are open: `?record=<id>`, beside the list's query. */
export const openRecordParam = patternParam('record', AUDIT_LOG_ID_PATTERN);
