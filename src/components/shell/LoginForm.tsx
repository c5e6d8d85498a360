import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { TokenLogin } from '../../../types'
import { loginWithWechat, moveSessionToCookie } from '../../api/login'
import { ApiError } from '../../api/errors'
import { useForgetAnswers } from '../../data/forget-answers'
import type { ReturnTarget } from '../../domain/routes'
import { navigate } from '../../platform/navigation'
import { canLoginWithWechat, homeAfterLogin, loginNeedsConsent, sessionInCookie, wechatLoginCode } from '../../platform/login'
import { useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { LoginConsent } from './LoginConsent'
import { LoginPassword } from './LoginPassword'
import { LoginPhoneCode } from './LoginPhoneCode'
import { arrowKeys } from '../widgets/arrow-keys'

/**
 * The login page's form: WeChat login inside the mini-program, then an SMS code or the
 * password. A WeChat user not linked to an account yet gets a ticket from the server; the next
 * login here sends it, which links that WeChat user, so later WeChat logins go straight in.
 */
export interface LoginFormProps {
  /** the login method shown first @default 'password' */
  initialMethod?: LoginMethod
  /** the page to open once signed in (the login page's `redirect`), instead of the platform's home */
  then?: ReturnTarget | null
  /**
   * A login of this form begins: the form opens the next page itself (the page must not as well),
   * unless `landing` fails on the way.
   */
  onSigningIn?(landing: Promise<void>): void
}

export type LoginMethod = 'password' | 'phone'

const METHODS: LoginMethod[] = ['password', 'phone']

export function LoginForm({ initialMethod = 'password', then = null, onSigningIn }: LoginFormProps) {
  const { t } = useT()
  const [method, setMethod] = useState<LoginMethod>(initialMethod)
  const [wxTicket, setWxTicket] = useState<string | undefined>(undefined)
  const [wechatBusy, setWechatBusy] = useState(false)
  const [message, setMessage] = useState('')
  const [agreed, setAgreed] = useState(false)
  const forgetAnswers = useForgetAnswers()

  // The mini-program sends nothing (no WeChat code, no phone number, no password) before consent; the
  // web's phone code asks for it too, as a number without an account opens one under those terms.
  const consentShown = loginNeedsConsent || method === 'phone'
  const mayProceed = () => {
    if (!consentShown || agreed) return true
    setMessage(t('mini.consentRequired'))
    void Taro.showToast({ title: t('mini.consentRequired'), icon: 'none' })
    return false
  }

  /**
   * Every login ends here: the session goes where the platform keeps it (the web's cookie, so that
   * every page load and tree script carries it; the mini-program's token, sent as X-API-KEY), then
   * the session is loaded and the user goes on.
   */
  const signedIn = (login: TokenLogin): Promise<void> => {
    const landing = land(login)
    onSigningIn?.(landing)
    return landing
  }
  const land = async (login: TokenLogin) => {
    if (login.created) void Taro.showToast({ title: t('login.accountCreated'), icon: 'none' })
    else if (login.wechat_linked !== undefined) {
      void Taro.showToast({ title: t(login.wechat_linked ? 'login.wechatLinked' : 'login.wechatLinkExpired'), icon: 'none' })
    }
    const session = useUserStore.getState()
    if (sessionInCookie) {
      await moveSessionToCookie(login.token)
      session.setToken(null)
    } else session.setToken(login.token)
    await session.loadUser()
    await forgetAnswers()
    await navigate(then?.name ?? homeAfterLogin, then?.query, { replace: true })
  }

  const wechat = async () => {
    if (wechatBusy || !mayProceed()) return
    setWechatBusy(true)
    setMessage('')
    try {
      const answer = await loginWithWechat(await wechatLoginCode())
      if (answer.linked) return await signedIn({ token: answer.token })
      setWxTicket(answer.wx_ticket)
      setMessage(t('login.wechatNotLinked'))
      // the way in for a WeChat user with no account: a phone code, which opens one
      setMethod('phone')
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : t('errors.generic'))
    } finally {
      setWechatBusy(false)
    }
  }

  return (
    <View className='gr-login' data-testid='login-form'>
      <View className='gr-brand gr-brand--large'>
        <View className='gr-brand__mark'>
          <View className='gr-brand__ring' />
          <View className='gr-brand__dot' />
        </View>
        <Text className='gr-brand__name'>{t('app.name')}</Text>
      </View>
      <Text className='gr-login__tagline'>{t('app.tagline')}</Text>
      {canLoginWithWechat && (
        <>
          <View
            {...pressable(() => void wechat())}
            className={`gr-button gr-button--wechat gr-button--block${wechatBusy ? ' gr-button--disabled' : ''}`}
            aria-disabled={wechatBusy}
            data-testid='login-wechat'
          >
            {wechatBusy ? t('login.wechatBusy') : t('login.wechat')}
          </View>
          <Text className='gr-login__or'>{t('login.or')}</Text>
        </>
      )}
      {consentShown && <LoginConsent agreed={agreed} onChange={(next) => (setAgreed(next), next && setMessage(''))} />}
      {message && (
        <View className='gr-login__error' role='alert' data-testid='login-message'>
          {message}
        </View>
      )}
      <View className='gr-login__methods' role='tablist' aria-label={t('login.methods')} {...arrowKeys(true)}>
        {METHODS.map((m) => (
          <View
            key={m}
            {...pressable(() => setMethod(m))}
            role='tab'
            aria-selected={m === method}
            className={`gr-login__method${m === method ? ' gr-login__method--on' : ''}`}
            data-testid={`login-method-${m}`}
          >
            {t(m === 'password' ? 'login.byPassword' : 'login.byPhone')}
          </View>
        ))}
      </View>
      {method === 'password' ? (
        <LoginPassword wxTicket={wxTicket} onSignedIn={signedIn} mayProceed={mayProceed} />
      ) : (
        <LoginPhoneCode wxTicket={wxTicket} onSignedIn={signedIn} mayProceed={mayProceed} />
      )}
    </View>
  )
}
