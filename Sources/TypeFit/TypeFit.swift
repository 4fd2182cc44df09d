// One import for the whole library: `import TypeFit`.
@_exported import TypeFitDiagnostics
@_exported import TypeFitLocale
@_exported import TypeFitCore
@_exported import TypeFitDynamicType
@_exported import TypeFitDevices
@_exported import TypeFitLayout
@_exported import TypeFitCatalog
@_exported import TypeFitConfig
@_exported import TypeFitCheck
@_exported import TypeFitProject
@_exported import TypeFitSources
@_exported import TypeFitReport
@_exported import TypeFitService
