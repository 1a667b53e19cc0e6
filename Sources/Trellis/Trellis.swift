@_exported import TrellisCore
@_exported import TrellisXML
