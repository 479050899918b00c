import { MessageInputSchema, type MessageInput } from '@app/domain/messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextareaField } from '../../../components/ui/field'
import { errorMessage } from '../../../lib/api-client'
import { useSendMessage } from '../api/messages'

/** The box under a conversation: Send, or Ctrl+Enter (⌘+Enter on a Mac). */
export function MessageComposer({ threadId, otherName }: { threadId: number; otherName: string }) {
  const send = useSendMessage(threadId)
  const form = useForm<MessageInput>({
    resolver: zodResolver(MessageInputSchema),
    defaultValues: { body: '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async ({ body }) => {
    try {
      await send.mutateAsync(body)
      form.reset({ body: '' })
    } catch (err) {
      form.setError('root.server', { message: errorMessage(err) })
    }
  })
  return (
    <form
      className="composer"
      noValidate
      aria-label={`Write to ${otherName}`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextareaField
        label={`Message to ${otherName}`}
        isLabelHidden
        rows={3}
        placeholder={`Write to ${otherName}…`}
        hint="Plain text; links show as links. Ctrl+Enter sends."
        error={errors.body?.message}
        className="composer__field"
        {...form.register('body')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            if (!isSubmitting) void onSubmit()
          }
        }}
      />
      {errors.root?.server ? (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="composer__actions">
        <Button
          type="submit"
          icon={<Send aria-hidden="true" size={18} />}
          isBusy={isSubmitting}
          busyLabel="Sending…"
        >
          Send
        </Button>
      </div>
    </form>
  )
}
