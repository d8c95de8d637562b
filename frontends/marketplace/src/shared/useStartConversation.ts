import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, useSession } from '@clipwerk/shell/sdk';
import type { ConversationStartedAnswer } from '@clipwerk/contracts/messaging';

/**
 * Opens the conversation with a creator in the inbox, about `projectId` when given (a proposal's chat: the same
 * conversation the workspace shows once she is selected), starting it on the first time: a company may talk to any
 * creator. A visitor is sent to sign in first.
 */
export function useStartConversation() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start(creatorId: string, projectId?: string) {
    if (!user) {
      navigate('/login', { state: { from: location.pathname } });
      return;
    }
    setFailed(false);
    setStarting(true);
    try {
      const answer = await api.post<ConversationStartedAnswer>('/conversations', { participantId: creatorId, projectId });
      navigate(`/messages?conversation=${answer.conversation.id}`);
    } catch {
      setFailed(true);
    } finally {
      setStarting(false);
    }
  }

  return { start, starting, failed };
}
